import { rm } from 'node:fs/promises';
import pg from 'pg';

// Plain Node loads this file's imports (see global-setup.ts), so it keeps to packages, not our sources.
export default async function globalTeardown(): Promise<void> {
  const raw = process.env.OFERTAT_TEST_DEMO_TEMPLATE;
  if (!raw) return;
  const template = JSON.parse(raw) as { folder: string; postgresDatabase?: string };
  if (process.env.DATABASE_URL && template.postgresDatabase) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists "${template.postgresDatabase}" with (force)`).finally(() => client.end());
  }
  await rm(template.folder, { recursive: true, force: true });
}
