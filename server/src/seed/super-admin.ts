import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../features/auth/password.js';

/**
 * Creates the configured super admin when the database has none, so a new installation can be
 * administered at once. An existing super admin is left alone (their password may have been changed).
 * Returns whether the account was created.
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

  await db.insert(users).values({
    userName: 'superadmin',
    userSurname: 'Ofertat',
    email: account.email,
    passwordHash: await hashPassword(account.password),
    role: 'ROLE_SUPER_ADMIN',
  });
  return true;
}
