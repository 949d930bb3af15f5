import { userCreateSchema, validationLimits } from '@ofertat/shared-api/validation';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { ConfigError, DEFAULT_SUPERADMIN_PASSWORD } from '../config.js';
import { hashPassword } from '../features/auth/password.js';
import { isCommonPassword } from '../features/auth/password-policy.js';

/**
 * Creates the configured super admin when the database has none, so a new installation can be
 * administered at once. An existing super admin is left alone (their password may have been changed).
 * A password from SUPERADMIN_PASSWORD must follow the rules of new passwords, as in the user form; the
 * built-in demo password is the one exception (a production start refuses it). Returns whether the account
 * was created.
 */
export async function ensureSuperAdmin(db: Database, account: { email: string; password: string }): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ROLE_SUPER_ADMIN')).limit(1);
  if (existing) return false;

  const [sameEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, account.email.toLowerCase()));
  if (sameEmail) {
    throw new Error(`Cannot create the super admin: ${account.email} already belongs to another user. Set SUPERADMIN_EMAIL.`);
  }
  if (account.password !== DEFAULT_SUPERADMIN_PASSWORD) await assertNewPasswordRules(account.password);

  await db.insert(users).values({
    userName: 'superadmin',
    userSurname: 'Ofertat',
    email: account.email,
    passwordHash: await hashPassword(account.password),
    role: 'ROLE_SUPER_ADMIN',
  });
  return true;
}

/** The rules of the user form (length, variety) and the list of common passwords, told to the operator. */
async function assertNewPasswordRules(password: string): Promise<void> {
  const problem = (reason: string) => new ConfigError([`SUPERADMIN_PASSWORD cannot be the new super admin's password: ${reason}`]);
  try {
    await userCreateSchema.validateAt('password', { password });
  } catch {
    const { passwordMinLength, passwordMinDistinctCharacters } = validationLimits;
    throw problem(`it needs at least ${passwordMinLength} characters, ${passwordMinDistinctCharacters} of them different`);
  }
  if (await isCommonPassword(password)) throw problem('it is one of the most common passwords');
}
