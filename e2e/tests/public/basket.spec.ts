import type { Page, Response } from '@playwright/test';
import { expect, test, waitingForHydration } from '../../fixtures/test';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';
import { getJson, skipAppPopup } from '../../fixtures/public-site';

interface BasketAnswer {
  markets: { marketName: string; total: number; lines: { productId: number; quantity: number }[] }[];
  bestSingle: { marketId: number; total: number } | null;
}

const isComparison = (response: Response) => new URL(response.url()).pathname === '/api/basket/compare' && response.request().method() === 'POST';

/** The next answer of POST /api/basket/compare (the page's client streams the body, so the request is read from the answer's lines). */
async function nextComparison(page: Page): Promise<BasketAnswer> {
  const response = await page.waitForResponse(isComparison);
  expect(response.ok()).toBe(true);
  return (await response.json()) as BasketAnswer;
}

/** Each product's quantity, as the markets' lines priced it. */
const quantities = (answer: BasketAnswer) =>
  Object.fromEntries(answer.markets.flatMap((market) => market.lines.map((line) => [line.productId, line.quantity])));

const price = (value: number) => `${value.toFixed(2)} ALL`;

test.describe('[PUBLIC][BASKET]', () => {
  test.beforeEach(async ({ page }) => {
    await skipAppPopup(page);
    // The share sheet is the phone's own: record what the page hands it.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { sharedData: ShareData }).sharedData = data;
        },
      });
    });
  });

  test('@phone @smoke adds from cards, prices the basket at every market with the cheapest one, and a shared link rebuilds it', async ({ page, browser, request }) => {
    // Two phones, an axe run and three pricings: longer than one screen's story.
    test.slow();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Oferta speciale' });
    // Two products the section shows on one card each, read from the page: the edge pass's other stories write offers
    // meanwhile, so what an earlier answer ranked first may not be among the section's cards.
    const adds = section.getByRole('button', { name: /^Shto në shportë: / });
    await expect(adds.first()).toBeVisible();
    const shown = (await adds.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))).map((label) =>
      label.replace(/^Shto në shportë: /, ''),
    );
    const once = shown.filter((name) => shown.indexOf(name) === shown.lastIndexOf(name));
    // A card adds the product it is compared as, which the basket counts.
    const cards = await getJson<{ productName: string; comparedProductId: number }[]>(request, '/api/offer/all/special');
    const [first, second] = once.slice(0, 2).map((productName) => ({
      productName,
      productId: cards.find((card) => card.productName === productName)!.comparedProductId,
    }));
    await section.getByRole('button', { name: `Shto në shportë: ${first!.productName}` }).click();
    await section.getByRole('button', { name: `Shto në shportë: ${second!.productName}` }).click();
    await expect(section.getByRole('link', { name: 'Në shportë: 1' })).toHaveCount(2);

    const priced = nextComparison(page);
    await page.getByRole('link', { name: 'Shporta 2 produkte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shporta' })).toBeVisible();
    const answer = await priced;
    expect(quantities(answer)).toEqual({ [first!.productId]: 1, [second!.productId]: 1 });
    const cheapest = answer.markets[0]!;
    const best = page.getByRole('region', { name: `Marketi më i lirë: ${cheapest.marketName}` });
    await expect(best).toBeVisible();
    await expect(best.getByText(price(answer.bestSingle!.total), { exact: true })).toBeVisible();
    const markets = page.getByRole('region', { name: 'Sipas marketit' }).getByRole('listitem');
    await expect(markets).toHaveCount(answer.markets.length);
    await expect(markets.first()).toContainText(price(cheapest.total));
    await expectNoSeriousViolations(page);

    // Two of the first product: the basket is priced again.
    const repriced = nextComparison(page);
    await page.getByRole('button', { name: `Një më shumë: ${first!.productName}` }).click();
    expect(quantities(await repriced)).toEqual({ [first!.productId]: 2, [second!.productId]: 1 });

    await page.getByRole('button', { name: 'Ndaj shportën' }).click();
    const shared = await page.waitForFunction(() => (window as unknown as { sharedData?: ShareData }).sharedData?.url);
    const link = (await shared.jsonValue()) as string;
    expect(new URL(link).pathname).toBe('/basket');

    // Another phone opens the link: its basket is offered, then rebuilt with the names read from the catalogue.
    const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
    const other = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor });
    try {
      const otherPage = waitingForHydration(await other.newPage());
      await skipAppPopup(otherPage);
      await otherPage.goto(link);
      await expect(otherPage.getByText('Ju ndanë një shportë me 2 produkte.')).toBeVisible();
      await otherPage.getByRole('button', { name: 'Hap shportën e ndarë' }).click();
      await expect(otherPage.getByRole('heading', { name: 'Produktet (2)' })).toBeVisible();
      await expect(otherPage.getByRole('spinbutton', { name: `Sasia: ${first!.productName}` })).toHaveValue('2');
      await expect(otherPage.getByRole('spinbutton', { name: `Sasia: ${second!.productName}` })).toHaveValue('1');
      await expect(otherPage).toHaveURL(/\/basket$/);
      await expect(otherPage.getByRole('region', { name: /^Marketi më i lirë: / })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('@phone an empty basket leads to the offers, and a link this site did not make is ignored', async ({ page }) => {
    await page.goto('/basket?items=1x2,1x3');
    await expect(page.getByText(/Shporta është bosh/)).toBeVisible();
    await expect(page.getByText(/Ju ndanë një shportë/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Shiko ofertat' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
