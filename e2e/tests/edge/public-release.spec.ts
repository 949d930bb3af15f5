// Independent deployment reaches the server's render: the public site's team publishes a new mfe-public version
// with its release script, and the pages the server instances send through nginx are rendered by that release at
// once (the Node container published beside its browser files, loaded through Module Federation's runtime), with
// no server rebuilt or restarted; the browser hydrates them; a rollback brings the previous render back.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { edgeStack } from '../../fixtures/edge';
import { skipAppPopup } from '../../fixtures/public-site';
import { repoRoot } from '../../fixtures/server-process';

const run = promisify(execFile);

type Manifest = Record<string, { entry: string; version: string }>;

const readManifest = async (webRoot: string) => JSON.parse(await fs.readFile(path.join(webRoot, 'remotes.json'), 'utf8')) as Manifest;

async function npm(args: string[], env: Record<string, string> = {}) {
  await run('npm', args, { cwd: repoRoot, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
}

/** The release named on the home page each instance renders (nginx alternates between the two). */
async function renderedReleases(request: APIRequestContext): Promise<string[]> {
  const releases = new Set<string>();
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const html = await (await request.get('/')).text();
    releases.add(/<div id="root">[^]*?data-release="([^"]+)"/.exec(html)?.[1] ?? 'not rendered');
  }
  return [...releases];
}

test('a new mfe-public version changes what the servers render, without a restart, and a rollback changes it back', async ({ page, request }) => {
  const { webRoot, instances } = edgeStack();
  const before = await readManifest(webRoot);
  const oldVersion = before.mfe_public!.version;
  const newVersion = `${oldVersion}-render.${Date.now()}`;
  const pids = instances.map((instance) => instance.pid);
  expect(await renderedReleases(request)).toEqual([`mfe-public ${oldVersion}`]);

  await npm(['run', 'release', '-w', 'mfe-public', '--', '--web-root', webRoot], { APP_VERSION: newVersion });
  expect((await readManifest(webRoot)).mfe_public).toEqual({ entry: `/remotes/public/${newVersion}/remoteEntry.js`, version: newVersion });
  // The release carries its Node container, which is not served to browsers.
  await fs.access(path.join(webRoot, 'remotes/public', newVersion, '.server/remoteEntry.js'));
  expect((await request.get(`/remotes/public/${newVersion}/.server/remoteEntry.js`)).status()).toBe(404);

  expect(await renderedReleases(request)).toEqual([`mfe-public ${newVersion}`]);
  // The same processes: nothing was restarted.
  expect(edgeStack().instances.map((instance) => instance.pid)).toEqual(pids);
  for (const pid of pids) expect(() => process.kill(pid, 0)).not.toThrow();

  // The browser hydrates the new release's page: its nodes stay, nothing fails.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await skipAppPopup(page);
  await page.goto('/');
  await expect(page.locator(`[data-release="mfe-public ${newVersion}"]`)).toHaveCount(1);
  await page.getByRole('banner').getByRole('button', { name: /^Qyteti: / }).click();
  await expect(page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' })).toBeVisible();
  expect(errors).toEqual([]);

  await npm(['run', 'rollback', '-w', 'mfe-public', '--', oldVersion, '--web-root', webRoot]);
  expect(await readManifest(webRoot)).toEqual(before);
  expect(await renderedReleases(request)).toEqual([`mfe-public ${oldVersion}`]);
});
