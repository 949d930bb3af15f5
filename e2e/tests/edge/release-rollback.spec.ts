// Independent deployment through nginx: the market-admin team publishes a new version of its remote with its
// release script, visitors and admins get it on their next page load, nothing else changes, and a rollback
// brings the previous version back.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../../fixtures/test';
import { marketAdmin } from '../../fixtures/accounts';
import { edgeStack, fingerprint } from '../../fixtures/edge';
import { repoRoot } from '../../fixtures/server-process';
import { signInThroughApi } from '../../fixtures/session';

const run = promisify(execFile);

type Manifest = Record<string, { entry: string; version: string }>;

const readManifest = async (webRoot: string) => JSON.parse(await fs.readFile(path.join(webRoot, 'remotes.json'), 'utf8')) as Manifest;

/** Every file of the web root but the market-admin remote's folder and the manifest: what a release must not touch. */
async function everythingElse(webRoot: string) {
  const files = await fingerprint(webRoot);
  return Object.fromEntries(Object.entries(files).filter(([file]) => !file.startsWith('remotes/market-admin/') && file !== 'remotes.json'));
}

async function npm(args: string[], env: Record<string, string> = {}) {
  await run('npm', args, { cwd: repoRoot, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
}

test('a new mfe-market-admin version is released and rolled back through nginx, the shell and the other remotes untouched', async ({ page, request }) => {
  const { webRoot } = edgeStack();
  const before = await readManifest(webRoot);
  const oldVersion = before.mfe_market_admin!.version;
  const newVersion = `${oldVersion}-edge.${Date.now()}`;
  const othersBefore = await everythingElse(webRoot);

  await signInThroughApi(page, request, marketAdmin);
  await page.goto('/admin/list-user-offer');
  await expect(page.getByText(`mfe-market-admin ${oldVersion}`)).toBeVisible();

  await npm(['run', 'release', '-w', 'mfe-market-admin', '--', '--web-root', webRoot], { APP_VERSION: newVersion });

  const released = await readManifest(webRoot);
  expect(released.mfe_market_admin).toEqual({ entry: `/remotes/market-admin/${newVersion}/remoteEntry.js`, version: newVersion });
  expect(released.mfe_public).toEqual(before.mfe_public);
  expect(released.mfe_super_admin).toEqual(before.mfe_super_admin);
  expect(await everythingElse(webRoot)).toEqual(othersBefore);
  const servedManifest = await request.get('/remotes.json');
  expect(servedManifest.headers()['cache-control']).toBe('no-cache');
  expect(await servedManifest.json()).toEqual(released);

  await page.reload();
  await expect(page.getByText(`mfe-market-admin ${newVersion}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Krijo ofertë' }).first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeVisible();

  await npm(['run', 'rollback', '-w', 'mfe-market-admin', '--', oldVersion, '--web-root', webRoot]);

  expect(await readManifest(webRoot)).toEqual(before);
  await page.goto('/admin/list-user-offer');
  await expect(page.getByText(`mfe-market-admin ${oldVersion}`)).toBeVisible();
  expect(await everythingElse(webRoot)).toEqual(othersBefore);
});
