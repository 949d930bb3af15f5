import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { superAdmin } from './fixtures/accounts';
import { EDGE_SMOKE, THROUGH_EDGE_SPECS, edgePassFollows } from './edge/story-split';

const PORT = Number(process.env.E2E_PORT ?? 4100);
// Evaluated once in the runner, then inherited by the workers, so all share one fresh data folder.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ofertat-e2e-'));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
};

export const chromiumLaunchOptions = chromium;

export default defineConfig({
  testDir: './tests',
  // The edge suite's own specs need nginx and PostgreSQL: playwright.edge.config.ts runs them, and in CI also the
  // stories it proves through nginx (edge/story-split.ts).
  testIgnore: ['**/edge/**', ...(edgePassFollows ? THROUGH_EDGE_SPECS : [])],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A story that fails says why once (its trace and error context), and is fixed, never re-run until green.
  retries: 0,
  reporter: [['list']],
  // A test's whole budget: multi-step flows take 15-22 s on this machine, and the landing CI machine is slower (an
  // axe check passed 30 s there). Each single wait for what the user sees stays at 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // The production build registers a service worker; Playwright's request routing does not see what a worker
    // fetches, so the stories run without one. The offline spec allows it (tests/public/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions: chromium },
      grep: /@phone/,
      ...(edgePassFollows ? { grepInvert: EDGE_SMOKE } : {}),
    },
  ],
  webServer: {
    command: `node ${path.resolve(__dirname, '../server/dist/server.js')}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      DEMO_DATA: '1',
      SUPERADMIN_EMAIL: superAdmin.email,
      SUPERADMIN_PASSWORD: superAdmin.password,
    },
  },
});
