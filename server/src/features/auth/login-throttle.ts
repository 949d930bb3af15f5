// Brute-force protection for login, shared by every server instance (the failures are kept in the
// database). Within the window, a login is refused with 429 when
//   - its client address has maxFailures failures, whatever names were typed; or
//   - an account the typed name matches is under attack (maxFailures failures, whatever name it was typed with,
//     e-mail or user name, from any addresses) and this address has failed on that account itself, unless it
//     logged in to that account within knownAddressMs.
// So the failures of strangers never lock the owner out: an address that has not been failing on the account
// (the owner's phone on a new network as well as a known address) is always asked for the password, and the
// right one lets it in. What an attacker gets is one guess per address per window once the account is under
// attack, and maxFailures per address over all accounts: a botnet pays an address per guess, while counting
// per account alone let anyone who knows an admin's e-mail lock the admin out for the window.
// A name that matches no account is counted under the typed name, normalised as the lookup does, so an
// unknown name is throttled like a known one and the answers do not tell them apart. Successful logins never
// count and do not wipe failures, so an attacker gets no fresh allowance when the owner logs in.
// The check and the recording are separate statements: concurrent attempts racing past the check may each
// add a failure (a few over maxFailures at most, bounded by the route's rate limit).
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { createLoginThrottleRepository } from './login-throttle-repository.js';

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  /** How long after a successful login its address stays exempt from the account-wide limit. */
  knownAddressMs: number;
}

export interface LoginAttempt {
  /** The client address (request.ip: behind nginx, TRUST_PROXY makes it the client's). */
  address: string;
  /** What was typed as e-mail or user name. */
  usernameOrEmail: string;
  /** The accounts it matched (user names are not unique). */
  userIds: number[];
}

/** Milliseconds until a key with failures of these ages (ms) accepts attempts again; 0 when it does now. */
export function blockedForMs(ages: number[], { maxFailures, windowMs }: Pick<LoginThrottleOptions, 'maxFailures' | 'windowMs'>): number {
  const recent = ages.filter((age) => age < windowMs).sort((a, b) => a - b);
  // Blocked until the maxFailures-th newest failure leaves the window.
  return recent.length < maxFailures ? 0 : windowMs - recent[maxFailures - 1]!;
}

// Digests, so the table holds neither addresses nor typed text; the kind keeps the key spaces apart.
const throttleKey = (kind: 'address' | 'user' | 'name' | 'pair', value: string | number) =>
  createHash('sha256').update(`${kind}:${value}`).digest('base64url');

/** An account's key with an address: the failures of that address on that account. */
const pairKey = (accountKey: string, address: string) => throttleKey('pair', `${accountKey}:${address}`);

export function createLoginThrottle(db: Database, options: LoginThrottleOptions) {
  const repository = createLoginThrottleRepository(db);

  const keysOf = (attempt: LoginAttempt) => {
    const accounts =
      attempt.userIds.length > 0
        ? attempt.userIds.map((userId) => ({ userId, key: throttleKey('user', userId) }))
        : [{ userId: undefined, key: throttleKey('name', attempt.usernameOrEmail.trim().toLowerCase()) }];
    return {
      address: throttleKey('address', attempt.address),
      accounts: accounts.map((account) => ({ ...account, pair: pairKey(account.key, attempt.address) })),
    };
  };

  return {
    /** Seconds until this attempt would be accepted; 0 when it is accepted now. */
    async retryAfterSeconds(attempt: LoginAttempt): Promise<number> {
      const keys = keysOf(attempt);
      const known = await repository.usersKnownAt(attempt.userIds, keys.address, options.knownAddressMs);
      const guarded = keys.accounts.filter(({ userId }) => userId === undefined || !known.has(userId));
      const ages = await repository.failureAges([keys.address, ...guarded.flatMap(({ key, pair }) => [key, pair])], options.windowMs);
      const agesOf = (key: string) => ages.get(key) ?? [];
      const accountWaits = guarded.map(({ key, pair }) => {
        const underAttackMs = blockedForMs(agesOf(key), options);
        // Only an address that failed on the account waits, until the account's block or its own failure ends.
        const failedHereMs = blockedForMs(agesOf(pair), { maxFailures: 1, windowMs: options.windowMs });
        return Math.min(underAttackMs, failedHereMs);
      });
      const waitMs = Math.max(blockedForMs(agesOf(keys.address), options), ...accountWaits);
      return Math.ceil(waitMs / 1000);
    },

    async recordFailure(attempt: LoginAttempt): Promise<void> {
      const keys = keysOf(attempt);
      await repository.recordFailure([keys.address, ...keys.accounts.flatMap(({ key, pair }) => [key, pair])], options.windowMs);
    },

    async recordSuccess(userId: number, address: string): Promise<void> {
      await repository.rememberAddress(userId, throttleKey('address', address), options.knownAddressMs);
    },
  };
}
