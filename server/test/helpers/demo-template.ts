// Seeding the demo data (hundreds of generated images, PDFs, offers) takes seconds; doing it in every test file
// made the suite slow and flaky under load. The jest global setup seeds it once into a template, and each test
// app starts from a copy: a PGlite snapshot, or `CREATE DATABASE … TEMPLATE` on PostgreSQL. Uploads are copied too.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { seedDatabase } from '../../src/seed/index.js';

const ENV_KEY = 'OFERTAT_TEST_DEMO_TEMPLATE';

interface DemoTemplate {
  folder: string;
  uploadsDir: string;
  pgliteSnapshotFile?: string;
  postgresDatabase?: string;
}

export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDemoTemplate(serverUrl: string | undefined): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ofertat-test-template-'));
  const template: DemoTemplate = { folder, uploadsDir: path.join(folder, 'uploads') };
  const config = loadConfig({ DATA_DIR: folder, JWT_SECRET: 'x'.repeat(48), LOG_LEVEL: 'silent' });
  if (serverUrl) {
    template.postgresDatabase = `ofertat_test_template_${randomBytes(4).toString('hex')}`;
    await runOnServer(serverUrl, `create database "${template.postgresDatabase}"`);
  }
  const database = await openDatabase({ databaseUrl: template.postgresDatabase && databaseUrlFor(serverUrl!, template.postgresDatabase) });
  try {
    await database.migrate();
    await seedDatabase(database.db, { superAdmin: config.superAdmin, demoData: true, uploadsDir: template.uploadsDir });
    if (database.snapshot) {
      template.pgliteSnapshotFile = path.join(folder, 'database.tar.gz');
      await writeFile(template.pgliteSnapshotFile, Buffer.from(await (await database.snapshot()).arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  process.env[ENV_KEY] = JSON.stringify(template);
}

function readTemplate(): DemoTemplate | null {
  const raw = process.env[ENV_KEY];
  return raw ? (JSON.parse(raw) as DemoTemplate) : null;
}

/** Copies the template's uploads; answers what to open the database from, or null without a template. */
export async function cloneDemoTemplate(uploadsDir: string): Promise<{ pgliteSnapshot?: Blob; postgresTemplate?: string } | null> {
  const template = readTemplate();
  if (!template) return null;
  await cp(template.uploadsDir, uploadsDir, { recursive: true });
  if (template.postgresDatabase) return { postgresTemplate: template.postgresDatabase };
  return { pgliteSnapshot: new Blob([await readFile(template.pgliteSnapshotFile!)]) };
}
