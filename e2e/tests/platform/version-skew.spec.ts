import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { superAdmin } from '../../fixtures/accounts';
import { startServerWithOwnWebRoot, type ServerProcess } from '../../fixtures/server-process';
import {
  PREVIOUS_MAJOR_RELEASE,
  buildAgainstNextMinor,
  buildReleasedRemote,
  currentSharedVersions,
  currentSingletonVersion,
  publish,
  type SharedVersions,
  type SkewedBuild,
} from '../../fixtures/skewed-remote';

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

/**
 * Console errors and uncaught exceptions of the page, as a visitor's developer tools would show them, and the
 * federation runtime's warning that an app was given a singleton whose version it does not accept.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /of shared singleton module .* does not satisfy/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// The shell and its shared packages are today's release. The public remote is the one released on the previous major's
// last release of the shared packages (1.x, whose main entries still held what 2.0.0 moved to other entries); the
// super-admin remote is built by a team that needs the next minor (a newer one than the shell provides).
test.describe('[PLATFORM][VERSION SKEW]', () => {
  test.describe.configure({ mode: 'serial' });
  // Two production builds of a remote: minutes on a busy machine.
  test.setTimeout(600_000);

  let server: ServerProcess;
  let current: SharedVersions;
  let singletons: { routing: string; pageState: string };
  let previous: SkewedBuild;
  let next: SkewedBuild;

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    current = await currentSharedVersions();
    singletons = {
      routing: await currentSingletonVersion('shared-ui', './routing'),
      pageState: await currentSingletonVersion('shared-api', './page-state'),
    };
    previous = await buildReleasedRemote('mfe-public', PREVIOUS_MAJOR_RELEASE, 'skew-shared-previous');
    next = await buildAgainstNextMinor('mfe-super-admin', 'skew-shared-next');
    server = await startServerWithOwnWebRoot({
      demoData: true,
      env: { SUPERADMIN_EMAIL: superAdmin.email, SUPERADMIN_PASSWORD: superAdmin.password },
    });
    await publish('mfe-public', previous, server.webRoot);
    await publish('mfe-super-admin', next, server.webRoot);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a remote released on the previous major of the shared packages runs on the current shell', async ({ page }) => {
    const errors = collectErrors(page);
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.baseURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article').first()).toBeVisible();
    expect(entries).toEqual(['/remotes/public/skew-shared-previous/remoteEntry.js']);

    // Its requirement (^1.x) is not met by the shell's 2.x: it runs its own design system and API client, whose main
    // entries still hold what it imports from them (the popup, Modal, among them), while the router, the page state
    // and React stay the shell's, with no warning (their own versions did not change).
    const shares = await loadedShares(page);
    expect(previous.shared['shared-ui'].split('.')[0]).not.toEqual(current['shared-ui'].split('.')[0]);
    expect(shares['@ofertat/shared-ui']?.sort()).toEqual([current['shared-ui'], previous.shared['shared-ui']].sort());
    expect(shares['@ofertat/shared-api']?.sort()).toEqual([current['shared-api'], previous.shared['shared-api']].sort());
    expect(shares['@ofertat/shared-ui/routing']).toEqual([singletons.routing]);
    expect(shares['@ofertat/shared-api/page-state']).toEqual([singletons.pageState]);
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
    expect(shares['@ofertat/shared-ui']?.sort()).toEqual([current['shared-ui'], next.shared['shared-ui']].sort());
    expect(shares['@ofertat/shared-api']?.sort()).toEqual([current['shared-api'], next.shared['shared-api']].sort());
    expect(shares['@ofertat/admin-kit']).toEqual([next.shared['admin-kit']]);
    expect(shares['@ofertat/shared-ui/routing']).toEqual([singletons.routing]);
    expect(shares['@ofertat/shared-api/page-state']).toEqual([singletons.pageState]);
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
