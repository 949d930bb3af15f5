import path from 'node:path';
import { buildApp } from './dist/app.js';
import { loadConfig } from './dist/config.js';
import { openDatabase } from './dist/db/database.js';
const config = loadConfig();
const database = await openDatabase({ pgliteDataDir: path.join(config.dataDir, 'pglite') });
const app = await buildApp({ config, database });
await app.ready();
const body = '{"productId":null,"categoryId":1,"locationId":null,"marketId":null}';
const cases = {
  search: { method: 'POST', url: '/api/offer/search', payload: body, headers: { 'content-type': 'application/json', 'accept-encoding': 'br' } },
  store: { method: 'GET', url: '/api/offer/view/store/location/1', headers: { 'accept-encoding': 'br' } },
  health404: { method: 'POST', url: '/api/health', payload: body, headers: { 'content-type': 'application/json' } },
};
for (const c of Object.values(cases)) await app.inject(c);
for (let round = 0; round < 3; round++) {
  for (const [name, c] of Object.entries(cases)) {
    const n = name === 'search' ? 20000 : 1; const t = performance.now();
    for (let i = 0; i < n; i++) await app.inject(c);
    console.log(name, ((performance.now() - t) * 1000 / n).toFixed(1), 'µs/op');
  }
}
await app.close();
