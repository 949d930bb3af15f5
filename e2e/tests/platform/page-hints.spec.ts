import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

// The index.html of a page the browser renders names ahead of time the scripts the page starts with: the shell's
// start-up chunks (written by the build) and, on a public route, the public remote's entry and routes chunks
// (added by the server from the current manifest). A page the server rendered names none: its first screen is in
// the HTML, so its images load first and main.js asks for the scripts once it runs. A stale hint would not break
// the page, only make it load a round trip later, or load a file twice: these tests keep the hints true.

/** The paths of the scripts the page asked for, and of those its head hinted. */
async function scriptsOf(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(url);
  await ready(page);
  const hinted = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  return { hinted, scripts: requested.filter((pathname) => pathname.endsWith('.js')) };
}

test.describe('[PLATFORM][PAGE HINTS]', () => {
  test('a page the browser renders preloads the scripts it starts with, each fetched once', async ({ page }) => {
    const { hinted, scripts } = await scriptsOf(page, '/login', async (loaded) => {
      await expect(loaded.getByRole('button', { name: 'Hyni' })).toBeVisible();
    });
    expect(hinted.length).toBeGreaterThan(0);
    expect(scripts).toEqual(expect.arrayContaining(['/main.js', ...hinted]));
    expect(scripts).toHaveLength(new Set(scripts).size);
  });

  test('a page the server rendered hints no script, and still loads each of them once', async ({ page }) => {
    const { hinted, scripts } = await scriptsOf(page, '/', async (loaded) => {
      // The fixture's goto returns once the page is hydrated: one tap opens the city dialog. (Tapping again while
      // its lazy part loaded would land on its backdrop and wait for ever.)
      await loaded.getByRole('banner').getByRole('button', { name: /^Qyteti: / }).click();
      await expect(loaded.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' })).toBeVisible();
    });
    expect(hinted).toEqual([]);
    expect(scripts).toEqual(expect.arrayContaining(['/main.js', expect.stringMatching(/^\/remotes\/public\/[^/]+\/remoteEntry\.js$/)]));
    expect(scripts).toHaveLength(new Set(scripts).size);
  });

  test('the page carries the manifest and the runtime config instead of fetching them', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/rules');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested).not.toContain('/remotes.json');
    expect(requested).not.toContain('/runtime-config.json');
  });
});
