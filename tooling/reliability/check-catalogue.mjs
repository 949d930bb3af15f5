// The operator's check of the public read model (server/src/features/catalogue/catalogue-check.ts) on each server
// instance named: signs the super admin in on each and asks GET /api/admin/catalogue/check, prints what each keeps
// and every difference from the database, and exits 1 when any instance differs. The super admin's credentials come
// from SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD, else the defaults the server starts with outside production.
//   node tooling/reliability/check-catalogue.mjs --base-urls http://127.0.0.1:3000,http://127.0.0.1:3001
//   (npm run catalogue:check -- --base-urls …)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertServerBuilt, createHttpClient, expectStatus, repoRoot } from './shared.mjs';

/** Checks one instance; true when its catalogue equals the database. */
export async function checkInstance(baseUrl, credentials) {
  const client = createHttpClient(baseUrl, { connections: 1 });
  try {
    const session = await expectStatus(client, 200, 'POST', '/api/admin/login', { json: { usernameOrEmail: credentials.email, password: credentials.password } });
    const check = await expectStatus(client, 200, 'GET', '/api/admin/catalogue/check', { token: session.token });
    const { products, offers, lines, stores } = check.counts;
    console.log(`${baseUrl}: ${check.consistent ? 'consistent' : 'DIFFERS'} on ${check.today} (${products} products, ${offers} offers, ${lines} lines, ${stores} store points)`);
    for (const difference of check.differences) console.log(`  ${difference}`);
    return check.consistent;
  } finally {
    client.close();
  }
}

export async function superAdminCredentials() {
  assertServerBuilt();
  const { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } = await import(path.join(repoRoot, 'server/dist/config.js'));
  return { email: process.env.SUPERADMIN_EMAIL ?? DEFAULT_SUPERADMIN_EMAIL, password: process.env.SUPERADMIN_PASSWORD ?? DEFAULT_SUPERADMIN_PASSWORD };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'base-urls': { type: 'string', default: 'http://127.0.0.1:3000' } } });
  const credentials = await superAdminCredentials();
  let consistent = true;
  for (const baseUrl of values['base-urls'].split(',')) consistent = (await checkInstance(baseUrl, credentials)) && consistent;
  process.exit(consistent ? 0 : 1);
}
