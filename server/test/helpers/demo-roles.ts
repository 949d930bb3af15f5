// Tokens and market ids for authorization tests on the demo data: the super admin and the admins of
// chosen demo markets, logged in through the API.
import { markets } from '../../src/db/schema.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../src/seed/demo/market-admins.js';
import { DEMO_MARKETS, type DemoMarketKey } from '../../src/seed/demo/markets.js';
import type { TestApp } from './build-test-app.js';

export interface DemoRoles<K extends DemoMarketKey> {
  superAdmin: string;
  /** Token of each requested market's admin. */
  admins: Record<K, string>;
  /** Id of every demo market. */
  marketIds: Record<DemoMarketKey, number>;
}

export async function loginDemoRoles<K extends DemoMarketKey>(testApp: TestApp, keys: K[]): Promise<DemoRoles<K>> {
  const rows = await testApp.database.db.select({ id: markets.id, name: markets.name }).from(markets);
  const marketIds = Object.fromEntries(
    DEMO_MARKETS.map(({ key, name }) => [key, rows.find((row) => row.name === name)!.id]),
  ) as Record<DemoMarketKey, number>;
  const admins = {} as Record<K, string>;
  for (const key of keys) admins[key] = await testApp.login(demoMarketAdminEmail(key), DEMO_MARKET_ADMIN_PASSWORD);
  const superAdmin = await testApp.login(testApp.config.superAdmin.email, testApp.config.superAdmin.password);
  return { superAdmin, admins, marketIds };
}

/** Authorization header for `token`; none when it is undefined (an anonymous call). */
export const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
