// Accounts still protected by a password that the README publishes: the super admin's default and the demo
// market admins'. A production start refuses them (seedDatabase with `production`): SUPERADMIN_PASSWORD only
// applies when the super admin is created, so an installation first started without it keeps the default
// until someone changes it.
import { and, eq, inArray, or } from 'drizzle-orm';
import { ConfigError, DEFAULT_SUPERADMIN_PASSWORD } from '../config.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { verifyPassword } from '../features/auth/password.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from './demo/market-admins.js';
import { DEMO_MARKETS } from './demo/markets.js';

/** E-mails of the active accounts that log in with a published password. */
export async function findAccountsWithPublishedPasswords(db: Database): Promise<string[]> {
  const demoEmails = DEMO_MARKETS.map((market) => demoMarketAdminEmail(market.key));
  const accounts = await db
    .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.isActive, true), or(eq(users.role, 'ROLE_SUPER_ADMIN'), inArray(users.email, demoEmails))));
  const found: string[] = [];
  // One by one: a few scrypt checks, once per start, and only in production.
  for (const account of accounts) {
    const published = account.role === 'ROLE_SUPER_ADMIN' ? DEFAULT_SUPERADMIN_PASSWORD : DEMO_MARKET_ADMIN_PASSWORD;
    if (await verifyPassword(published, account.passwordHash)) found.push(account.email);
  }
  return found;
}

export async function refusePublishedPasswords(db: Database): Promise<void> {
  const emails = await findAccountsWithPublishedPasswords(db);
  if (emails.length === 0) return;
  throw new ConfigError(
    emails.map(
      (email) => `NODE_ENV=production: ${email} still logs in with the password published in the README; change it in the super-admin area (on a start without NODE_ENV=production) or deactivate the account`,
    ),
  );
}
