import { expect, test } from '@playwright/test';

// The index.html of a page navigation names ahead of time the scripts the page starts with: the shell's
// start-up chunks (written by the build) and the public remote's entry and routes chunks (added by the server
// from the current manifest), and it carries the manifest and the runtime config. A stale hint would not break
// the page, only make it load a round trip later, or load a file twice: these tests keep the hints true.
test.describe('[PLATFORM][PAGE HINTS]', () => {
  test('the home page preloads exactly the scripts it starts with, each fetched once', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const hinted = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const scripts = requested.filter((pathname) => pathname.endsWith('.js'));
    expect(hinted).toEqual(expect.arrayContaining([expect.stringMatching(/^\/remotes\/public\/[^/]+\/remoteEntry\.js$/)]));
    expect(new Set(scripts)).toEqual(new Set(['/main.js', ...hinted]));
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
