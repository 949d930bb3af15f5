import { expect, test } from '../../fixtures/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import { superAdmin } from '../../fixtures/accounts';
import { signInThroughApi } from '../../fixtures/session';
import { startServerWithOwnWebRoot } from '../../fixtures/server-process';

test.describe('[PLATFORM][FEDERATION]', () => {
  test('@phone the public remote renders the home page inside the shell', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Oferta' }).first()).toBeVisible();
  });

  test('a page fetches only the remote it shows: the home page the public one, the login page none', async ({ page }) => {
    // Whatever the shell would fetch besides the page's own remote (a prefetch) starts by the time the page has
    // loaded and the browser is idle. Not 'networkidle': any slow unrelated request on a loaded machine holds it off.
    const settled = async () => {
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    };
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled();
    expect(entries).toEqual([expect.stringMatching(/^\/remotes\/public\/[^/]+\/remoteEntry\.js$/)]);

    entries.length = 0;
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Hyni' })).toBeVisible();
    await settled();
    expect(entries).toEqual([]);
  });

  test('a browser loads exactly one copy of react and react-dom', async ({ page, request }) => {
    // React DOM registers each renderer copy with the devtools hook: count the registrations.
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: { isDisabled: false, supportsFiber: true, renderers: new Map(), inject: (r: unknown) => renderers.push(r) || renderers.length, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} },
      });
      Object.defineProperty(window, '__e2eRenderers', { get: () => renderers.length });
    });
    await signInThroughApi(page, request, superAdmin);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/super-admin');
    await expect(page.getByRole('button', { name: 'Dil nga llogaria' })).toBeVisible();

    const share = await page.evaluate(() => {
      const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>> } }).__FEDERATION__;
      const result: Record<string, { versions: string[]; loadedVersions: string[] }> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          const entry = (result[pkg] ??= { versions: [], loadedVersions: [] });
          for (const [version, shared] of Object.entries(versions)) {
            if (!entry.versions.includes(version)) entry.versions.push(version);
            if (shared.loaded && !entry.loadedVersions.includes(version)) entry.loadedVersions.push(version);
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'styled-components', 'zustand', '@ofertat/shared-ui', '@ofertat/shared-api']) {
      expect(share[pkg]?.loadedVersions, pkg).toHaveLength(1);
    }
    expect(await page.evaluate(() => (window as unknown as { __e2eRenderers: number }).__e2eRenderers)).toBe(1);
  });

  test('@phone a public remote that cannot load keeps the shell’s header and footer around the message', async ({ page }) => {
    await page.route('**/remotes/public/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/notification');
    await expect(page.getByText('Kjo pjesë e faqes nuk mund të ngarkohet tani.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Provo përsëri' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Rregullat', exact: true })).toBeAttached();
  });

  test('a broken remote shows the error boundary with a retry, while the public site keeps working', async ({ page, request }) => {
    await signInThroughApi(page, request, superAdmin);
    await page.route('**/remotes/super-admin/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/super-admin');
    await expect(page.getByText('Kjo pjesë e faqes nuk mund të ngarkohet tani.', { exact: false })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Provo përsëri' });
    await expect(retry).toBeVisible();

    await page.getByRole('link', { name: 'Kthehu në faqen kryesore' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(retry).toBeVisible();
    // Once the remote is back, retry loads it without a page reload.
    await page.unroute('**/remotes/super-admin/**');
    await retry.click();
    await expect(page.getByRole('button', { name: 'Dil nga llogaria' })).toBeVisible();
  });

  test('a remote deployed to a new URL is used after the manifest changes, without rebuilding the shell', async ({ page }) => {
    test.setTimeout(120_000);
    const server = await startServerWithOwnWebRoot();
    try {
      const manifestPath = path.join(server.webRoot, 'remotes.json');
      const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8'));
      const shellBefore = await fs.readFile(path.join(server.webRoot, 'main.js'));
      const current = manifest.mfe_public.entry as string;
      const currentFolder = path.join(server.webRoot, path.dirname(current));
      const nextFolder = path.join(server.webRoot, 'remotes/public/9.9.9-e2e');
      await fs.cp(currentFolder, nextFolder, { recursive: true });

      const requested: string[] = [];
      page.on('request', (req) => requested.push(new URL(req.url()).pathname));
      await page.goto(`${server.baseURL}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(requested).toContain(current);

      manifest.mfe_public = { entry: '/remotes/public/9.9.9-e2e/remoteEntry.js', version: '9.9.9-e2e' };
      await fs.writeFile(manifestPath, JSON.stringify(manifest));
      requested.length = 0;
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(requested).toContain('/remotes/public/9.9.9-e2e/remoteEntry.js');
      expect(requested).not.toContain(current);
      expect(await fs.readFile(path.join(server.webRoot, 'main.js'))).toEqual(shellBefore);
    } finally {
      await server.stop();
    }
  });
});
