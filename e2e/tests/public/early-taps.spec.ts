// Taps on a server-rendered page before it is hydrated: the page is painted seconds before React takes it on a
// slow phone. The header works without a script (the menu is a <details>, "Kërko" a link to the search page), and
// a tap on a button meanwhile is kept and done once the page is hydrated (shell/src/start-up/tap-capture.ts), so a
// shopper never taps twice.
import type { Page } from '@playwright/test';
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

/**
 * The phone: a CPU four times slower than this machine's. The public remote's files arrive only once the
 * shopper has tapped (the returned function): on a real phone they take seconds, and how long depends on the
 * network, so holding them is what makes every tap land before React has the page.
 */
async function slowPhoneHoldingTheRemote(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(noteTapsAgainstHydration);
  let tapped!: () => void;
  const tapsDone = new Promise<void>((resolve) => (tapped = resolve));
  await page.route('**/remotes/public/**', async (route) => {
    await tapsDone;
    await route.continue();
  });
  return tapped;
}

const tapsWhenHydrated = (page: Page) => page.evaluate(() => (window as unknown as { tapsWhenHydrated: boolean[] }).tapsWhenHydrated);

test.describe('[PUBLIC][EARLY TAPS]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));
  // A phone's screen in every project: the header's menu is a phone's (on a wide screen the links show at once).
  test.use({ viewport: { width: 360, height: 740 } });

  test('@phone on a slow phone, the menu tapped before hydration opens at once and stays open once hydrated', async ({ page }) => {
    const tapped = await slowPhoneHoldingTheRemote(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Navigimi kryesor' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Fletëpalosje' })).toBeVisible();
    expect(await tapsWhenHydrated(page)).toEqual([false]);
    tapped();

    // Hydrated (the toggle then tells it is open): the menu is still open, and closes with a second tap.
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Fletëpalosje' })).toBeVisible();
    await menu.click();
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('@phone on a slow phone, "Kërko" tapped before hydration leads to the search page', async ({ page }) => {
    const tapped = await slowPhoneHoldingTheRemote(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Kërko' }).click();
    await expect(page).toHaveURL(/\/search$/);
    tapped();
    await expect(page.getByRole('heading', { level: 1, name: 'Kërko ofertat' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Gjetur \d+ produkte$/)).toBeVisible();
  });

  test('@phone on a slow phone, the quantity’s "+", the star and the city button tapped before hydration are done once it is', async ({ page, request }) => {
    const [group] = (await getJson<{ items: { productId: number; productName: string }[] }>(request, '/api/compare/products?sort=discount&pageSize=1')).items;
    const name = group!.productName;
    const tapped = await slowPhoneHoldingTheRemote(page);
    // As soon as the page is parsed (main.js has run), each as a shopper who sees it would.
    await page.goto(`/product/${group!.productId}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: `Një më shumë: ${name}` }).click();
    await page.getByRole('main').getByRole('button', { name: `Të preferuarat: ${name}` }).click();
    await page.getByRole('banner').getByRole('button', { name: /^Qyteti: / }).click();
    expect(await tapsWhenHydrated(page)).toEqual([false, false, false]);
    tapped();

    await expect(page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: `Sasia: ${name}` })).toHaveValue('2');
    await expect(page.getByRole('main').getByRole('button', { name: `Të preferuarat: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  });
});
