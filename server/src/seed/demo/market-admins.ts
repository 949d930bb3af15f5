import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { hashPassword } from '../../features/auth/password.js';
import type { DemoMarketKey, SeededMarket } from './markets.js';

/** Shared by every demo market admin; printed at start and listed in README. */
export const DEMO_MARKET_ADMIN_PASSWORD = 'Market2025!';

export const demoMarketAdminEmail = (marketKey: DemoMarketKey) => `admin.${marketKey}@ofertat.al`;

const ADMIN_NAMES = [
  ['Arben', 'Hoxha'],
  ['Elira', 'Krasniqi'],
  ['Gentian', 'Shehu'],
  ['Mirela', 'Gjoka'],
  ['Dritan', 'Leka'],
  ['Anisa', 'Basha'],
  ['Besnik', 'Dervishi'],
  ['Klea', 'Marku'],
] as const;

export interface SeededMarketAdmin {
  id: number;
  email: string;
  marketId: number;
}

/** One ROLE_ADMIN account per market. */
export async function seedMarketAdmins(db: Database, markets: SeededMarket[]): Promise<SeededMarketAdmin[]> {
  // One hash for all: the accounts share the demo password, and scrypt is deliberately slow.
  const passwordHash = await hashPassword(DEMO_MARKET_ADMIN_PASSWORD);
  return db
    .insert(users)
    .values(
      markets.map((market, index) => {
        const [userName, userSurname] = ADMIN_NAMES[index % ADMIN_NAMES.length]!;
        return {
          userName,
          userSurname,
          email: demoMarketAdminEmail(market.key),
          phoneNumber: `+355 69 200 00${String(index + 1).padStart(2, '0')}`,
          passwordHash,
          role: 'ROLE_ADMIN',
          marketId: market.id,
        };
      }),
    )
    .returning({ id: users.id, email: users.email, marketId: users.marketId })
    .then((rows) => rows.map((row) => ({ ...row, marketId: row.marketId! })));
}
