// The production edge: the whole product through nginx (nginx.conf) in front of two server instances on one
// PostgreSQL, started by edge/global-setup.ts (DATABASE_URL names the PostgreSQL server). It runs what only it can
// prove: first the edge's own specs (release and rollback of a remote, the two instances' shared cache, nginx's
// headers and limits), alone, because a release builds a remote; then the stories about what the server sends
// (edge/story-split.ts: server-rendered pages, crawlers, hints, the first paint, offline) on a desktop and a
// 360×740 Android phone, and the phone smoke set (`@smoke`). Every other story runs once, on PGlite, in `npm test`.
import { defineConfig, devices } from '@playwright/test';
import baseConfig, { chromiumLaunchOptions } from './playwright.config';
import type { MarketAdminWorkerOptions } from './fixtures/market-admin';
import { EDGE_BASE_URL } from './fixtures/edge';
import { EDGE_SMOKE, THROUGH_EDGE_SPECS } from './edge/story-split';

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions, adminOwnServer: false };
const phone = { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions: chromiumLaunchOptions, adminOwnServer: false };
const stories = { dependencies: ['edge'], testIgnore: ['**/edge/**'] };

export default defineConfig<MarketAdminWorkerOptions>({
  ...baseConfig,
  webServer: undefined,
  testIgnore: undefined,
  globalSetup: require.resolve('./edge/global-setup'),
  use: { ...baseConfig.use, baseURL: EDGE_BASE_URL },
  projects: [
    { name: 'edge', testMatch: '**/edge/**/*.spec.ts', timeout: 600_000, use: desktop },
    { name: 'desktop', ...stories, testMatch: THROUGH_EDGE_SPECS, use: desktop },
    { name: 'phone', ...stories, testMatch: THROUGH_EDGE_SPECS, grep: /@phone/, use: phone },
    {
      name: 'phone smoke',
      ...stories,
      testIgnore: [...stories.testIgnore, ...THROUGH_EDGE_SPECS, '**/platform/federation.spec.ts', '**/platform/version-skew.spec.ts'],
      grep: EDGE_SMOKE,
      use: phone,
    },
  ],
});
