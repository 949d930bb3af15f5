// The production edge: the whole product through nginx (nginx.conf) in front of two server instances on one
// PostgreSQL, started by edge/global-setup.ts (DATABASE_URL names the PostgreSQL server). First the edge's own
// specs (release and rollback of a remote, the two instances' shared cache), alone, because a release builds a
// remote; then every story spec of the areas, on a desktop and a 360×740 Android phone, through nginx.
import { defineConfig, devices } from '@playwright/test';
import baseConfig, { chromiumLaunchOptions } from './playwright.config';
import type { MarketAdminWorkerOptions } from './fixtures/market-admin';
import { EDGE_BASE_URL } from './fixtures/edge';

const stories = { testIgnore: ['**/edge/**', '**/platform/federation.spec.ts', '**/platform/version-skew.spec.ts'], use: { adminOwnServer: false } };

export default defineConfig<MarketAdminWorkerOptions>({
  ...baseConfig,
  webServer: undefined,
  testIgnore: undefined,
  globalSetup: require.resolve('./edge/global-setup'),
  use: { ...baseConfig.use, baseURL: EDGE_BASE_URL },
  projects: [
    { name: 'edge', testMatch: '**/edge/**/*.spec.ts', timeout: 600_000, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    {
      name: 'desktop',
      dependencies: ['edge'],
      ...stories,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions, ...stories.use },
    },
    {
      name: 'phone',
      dependencies: ['edge'],
      grep: /@phone/,
      ...stories,
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions: chromiumLaunchOptions, ...stories.use },
    },
  ],
});
