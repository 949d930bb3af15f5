// A database made before the comparison engine (migrations up to 0002) is upgraded by the next start: its offers
// and market products get their price records (migration 0004) and its products the quantity their unit says
// (seedDatabase), so their cards show a 30-day low and a unit price like new ones.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../src/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { migrationsFolder } from '../../src/folders.js';
import { seedDatabase } from '../../src/seed/index.js';

let database: DatabaseHandle;
let oldMigrations: string;

/** The migrations folder as it was before 0003: the first three files and their journal entries. */
async function migrationsBefore0003(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ofertat-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 2) }));
  return folder;
}

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

beforeAll(async () => {
  // The upgrade is SQL and start-up code; the embedded database runs both as a server would.
  database = await openDatabase({});
  oldMigrations = await migrationsBefore0003();
  // Through node-postgres, as database.migrate() runs on either database.
  await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder: oldMigrations });
  await database.db.execute(sql`
    with city as (insert into locations (name) values ('Tiranë') returning id),
         market as (insert into markets (name) values ('Market i vjetër') returning id),
         category as (insert into categories (name) values ('Bulmet') returning id),
         global as (
           insert into products (name, unit, category_id) select 'Qumësht i plotë', '1 L', id from category returning id),
         own as (
           insert into products (name, unit, category_id, current_price, market_id, created_at)
           select 'Djathë i bardhë', '500 g', category.id, 450, market.id, '2026-01-10T09:00:00Z' from category, market returning id),
         offer as (
           insert into offers (name, market_id, start_date, end_date, created_at)
           select 'Oferta e vjetër', id, '2026-02-01', '2026-02-07', '2026-01-25T09:00:00Z' from market returning id)
    insert into offer_products (offer_id, product_id, old_price, new_price)
    select offer.id, global.id, 150, 120 from offer, global`);
  await database.migrate();
  await seedDatabase(database.db, {
    superAdmin: { email: DEFAULT_SUPERADMIN_EMAIL, password: DEFAULT_SUPERADMIN_PASSWORD },
    demoData: false,
    uploadsDir: path.join(oldMigrations, 'uploads'),
  });
});

afterAll(async () => {
  await database.close();
  await rm(oldMigrations, { recursive: true, force: true });
});

it("records each old offer item as published from its start, and each market product's price as its normal price", async () => {
  const records = await rows<{ kind: string; product: string; old_price: string; new_price: string | null; recorded_on: string }>(sql`
    select r.kind, p.name as product, r.old_price, r.new_price, to_char(r.recorded_on, 'YYYY-MM-DD') as recorded_on
    from price_records r join products p on p.id = r.product_id order by r.kind, p.name`);
  expect(records).toEqual([
    { kind: 'normal', product: 'Djathë i bardhë', old_price: '450.00', new_price: null, recorded_on: '2026-01-10' },
    { kind: 'offer', product: 'Qumësht i plotë', old_price: '150.00', new_price: '120.00', recorded_on: '2026-02-01' },
  ]);
});

it('gives the old products the quantity their unit says', async () => {
  const quantities = await rows<{ name: string; quantity_amount: string; quantity_unit: string }>(sql`
    select name, quantity_amount::float8::text as quantity_amount, quantity_unit from products order by name`);
  expect(quantities).toEqual([
    { name: 'Djathë i bardhë', quantity_amount: '0.5', quantity_unit: 'kg' },
    { name: 'Qumësht i plotë', quantity_amount: '1', quantity_unit: 'l' },
  ]);
});

it('records nothing twice: the backfill leaves offers and products that have records alone', async () => {
  const backfill = await readFile(path.join(migrationsFolder, '0004_upgrade_backfill.sql'), 'utf8');
  for (const statement of backfill.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
  expect(await rows(sql`select id from price_records`)).toHaveLength(2);
});
