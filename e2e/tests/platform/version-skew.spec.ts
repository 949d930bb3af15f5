import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { superAdmin } from '../../fixtures/accounts';
import { startServerWithOwnWebRoot, type ServerProcess } from '../../fixtures/server-process';
import { buildAgainstSharedVersion, currentSharedVersion, minorStep, publish } from '../../fixtures/skewed-remote';

type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>>;

/** Per shared package, the versions some app on the page has loaded. */
async function loadedShares(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, shared] of Object.entries(versions)) {
          const versionsOfPkg = (loaded[pkg] ??= []);
          if (shared.loaded && !versionsOfPkg.includes(version)) versionsOfPkg.push(version);
        }
      }
    }
    return loaded;
  });
}

/** Console errors and uncaught exceptions of the page, as a visitor's developer tools would show them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// The shell and its shared packages stay at release N. The public remote is released by a team still on N−1 of the
// shared packages; the super-admin remote by a team that needs N+1 (a newer minor than the shell provides).
test.describe('[PLATFORM][VERSION SKEW]', () => {
  test.describe.configure({ mode: 'serial' });
  // Two production builds of a remote: minutes on a busy machine.
  test.setTimeout(600_000);

  let server: ServerProcess;
  let current: string;
  let previous: string;
  let next: string;

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    current = await currentSharedVersion();
    previous = minorStep(current, -1);
    next = minorStep(current, 1);
    const [publicBuild, superAdminBuild] = [
      await buildAgainstSharedVersion('mfe-public', previous, 'skew-shared-previous'),
      await buildAgainstSharedVersion('mfe-super-admin', next, 'skew-shared-next'),
    ];
    server = await startServerWithOwnWebRoot({
      demoData: true,
      env: { SUPERADMIN_EMAIL: superAdmin.email, SUPERADMIN_PASSWORD: superAdmin.password },
    });
    await publish('mfe-public', publicBuild, server.webRoot);
    await publish('mfe-super-admin', superAdminBuild, server.webRoot);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a remote built against the previous release of the shared packages runs on the current ones', async ({ page }) => {
    const errors = collectErrors(page);
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.baseURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article').first()).toBeVisible();
    expect(entries).toEqual(['/remotes/public/skew-shared-previous/remoteEntry.js']);

    // Its requirement (^previous) is met by the shell's copies: one copy of each package on the page.
    const shares = await loadedShares(page);
    for (const pkg of ['@ofertat/shared-ui', '@ofertat/shared-api', '@ofertat/shared-ui/routing', '@ofertat/shared-api/page-state']) {
      expect(shares[pkg], pkg).toEqual([current]);
    }
    expect(shares.react).toHaveLength(1);

    // It routes with the shell's router: a link of the remote's page changes the page without a reload.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Rregullat', exact: true }).click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a remote that requires the next minor release brings its own copy and shares the page state', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${server.baseURL}/login`);
    await page.getByLabel('Email').fill(superAdmin.email);
    await page.getByLabel(/^Password/).fill(superAdmin.password);
    await page.getByRole('button', { name: 'Hyni' }).click();
    await expect(page).toHaveURL(/\/super-admin$/);
    await expect(page.getByText('mfe-super-admin skew-shared-next')).toBeVisible();

    // The shell's copies do not satisfy ^next: the remote's own design system and API client serve it, while the
    // router, the page state and React stay one.
    const shares = await loadedShares(page);
    expect(shares['@ofertat/shared-ui']?.sort()).toEqual([current, next].sort());
    expect(shares['@ofertat/shared-api']?.sort()).toEqual([current, next].sort());
    expect(shares['@ofertat/admin-kit']).toEqual([next]);
    expect(shares['@ofertat/shared-ui/routing']).toEqual([current]);
    expect(shares['@ofertat/shared-api/page-state']).toEqual([current]);
    expect(shares.react).toHaveLength(1);

    // It works: its API calls carry the session the shell signed in (page state), its links use the shell's router.
    await page.getByRole('navigation', { name: 'Super Admin' }).getByRole('link', { name: 'Market' }).click();
    await expect(page).toHaveURL(/\/super-admin\/list-market$/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // Signing out in the remote ends the shell's session too.
    await page.getByRole('button', { name: 'Dil nga llogaria' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
  });
});
