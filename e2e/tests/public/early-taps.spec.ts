// Taps on a server-rendered page before it is hydrated: the page is painted seconds before React takes it on a
// slow phone, and a tap on a button meanwhile is kept and done once the page is hydrated (shell/src/start-up/
// tap-capture.ts), so a shopper never taps twice.
import { expect, test } from '../../fixtures/test';
import { getJson, skipAppPopup } from '../../fixtures/public-site';

/** Notes, for each tap, whether React had taken the page when it landed. */
function noteTapsAgainstHydration() {
  const hydrated = () => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  };
  const taps: boolean[] = [];
  Object.assign(window, { tapsWhenHydrated: taps });
  document.addEventListener('click', (event) => event.isTrusted && taps.push(hydrated()), true);
}

test.describe('[PUBLIC][EARLY TAPS]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone on a slow phone, the quantity’s "+", the star and the city button tapped before hydration are done once it is', async ({ page, request }) => {
    const [group] = (await getJson<{ items: { productId: number; productName: string }[] }>(request, '/api/compare/products?sort=discount&pageSize=1')).items;
    const name = group!.productName;
    // The phone: a CPU four times slower than this machine's.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.addInitScript(noteTapsAgainstHydration);
    // The public remote's files arrive only once the shopper has tapped: on a real phone they take seconds, and
    // how long depends on the network, so holding them is what makes every tap land before React has the page.
    let tapped!: () => void;
    const tapsDone = new Promise<void>((resolve) => (tapped = resolve));
    await page.route('**/remotes/public/**', async (route) => {
      await tapsDone;
      await route.continue();
    });

    // As soon as the page is parsed (main.js has run), each as a shopper who sees it would.
    await page.goto(`/product/${group!.productId}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: `Një më shumë: ${name}` }).click();
    await page.getByRole('main').getByRole('button', { name: `Të preferuarat: ${name}` }).click();
    await page.getByRole('banner').getByRole('button', { name: /^Qyteti: / }).click();
    expect(await page.evaluate(() => (window as unknown as { tapsWhenHydrated: boolean[] }).tapsWhenHydrated)).toEqual([false, false, false]);
    tapped();

    await expect(page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: `Sasia: ${name}` })).toHaveValue('2');
    await expect(page.getByRole('main').getByRole('button', { name: `Të preferuarat: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  });
});
