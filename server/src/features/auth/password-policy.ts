// The server's half of the rules for new and changed passwords. The shared yup rule (shared-api
// validation/user.ts) checks length and variety, so the form says so at the field; the list of common
// passwords is checked here only, as it is far too large for a browser bundle. Login never applies these
// rules: accounts keep working with the passwords they have.
import { messages } from '@ofertat/shared-api/validation';
import { badRequest } from '../../lib/http-errors.js';

// zxcvbn-ts's list of common passwords (leaked-password frequency lists, lower case, ~49 000 entries).
// Loaded on the first check, not at start: it is ~7 MB in memory and passwords are set rarely.
let commonPasswords: Promise<ReadonlySet<string>> | undefined;
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

// "Password2025!" is "password" with the digits and signs people add to pass a length rule.
const TRAILING_DIGITS_AND_SIGNS = /[\d\W_]+$/u;
// Shorter stems are in the list by chance ("abc", "qwer"): refusing every password that starts with one
// would refuse good passwords.
const MIN_STEM_LENGTH = 5;

/** Whether `password`, or its stem before trailing digits and signs, is in the list of common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  const lower = password.normalize('NFKC').toLowerCase();
  const stem = lower.replace(TRAILING_DIGITS_AND_SIGNS, '');
  return list.has(lower) || (stem.length >= MIN_STEM_LENGTH && list.has(stem));
}

/** 400 with a field error for `password` when a new password is a common one. */
export async function assertNewPasswordAllowed(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    const message = messages.users.validation.passwordCommon;
    throw badRequest(message, { password: message });
  }
}
