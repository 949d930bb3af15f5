// IDENTITY.md §5: a market admin about to create a product the platform already has is offered it first, and
// "Përdor këtë" saves their product linked to the global one (§2), so its offers are compared with every market's.
import { expect, expectSavedAndBackTo, getAsAdmin, pngFile, test } from '../../fixtures/market-admin';

interface Product {
  productId: number;
  productName: string;
  marketId: number | null;
  linkedProductId: number | null;
}

/** The demo's global "Djathë dhie Përmeti" (500 g), typed the way a shop does: no accents, capitals, the grams spelt. */
const GLOBAL_NAME = 'Djathë dhie Përmeti';
const TYPED_NAME = 'DJATHE DHIE PERMETI';

test.describe('[MARKET_ADMIN][PRODUCTS][IDENTITY]', () => {
  test('is offered the existing product and saves theirs linked to it', async ({ page, request, admin }) => {
    const before = await getAsAdmin<Product[]>(request, admin, `/api/product/get/market/${admin.marketId}`);
    const global = before.find((product) => product.productName === GLOBAL_NAME && product.marketId === null);
    expect(global, 'the demo global product').toBeDefined();

    await page.goto('/admin/list-product-market');
    await page.getByRole('link', { name: 'Shto produkt' }).click();
    await page.getByRole('textbox', { name: /Emri i produktit/ }).fill(TYPED_NAME);
    await page.getByRole('textbox', { name: /Njësia/ }).fill('500 gr');
    await page.getByRole('combobox', { name: /Kategoria/ }).selectOption({ label: 'Bulmet' });
    await page.getByLabel(/Foto e produktit/).setInputFiles(pngFile('djathe-dhie.png'));
    await page.getByRole('button', { name: 'Shto produktin' }).click();

    const offer = page.getByRole('region', { name: 'Ky produkt ekziston:' });
    await expect(offer).toBeVisible();
    const candidate = offer.getByRole('listitem').filter({ hasText: GLOBAL_NAME });
    await expect(candidate).toContainText('500 g');
    await candidate.getByRole('button', { name: 'Përdor këtë' }).click();
    await expectSavedAndBackTo(page, 'Produkti u shtua me sukses!', /\/admin\/list-product-market$/);

    // The list says which global product it is.
    await page.getByRole('searchbox', { name: 'Kërko produkt' }).fill(TYPED_NAME);
    const card = page.getByRole('article', { name: TYPED_NAME });
    await expect(card.getByText(`Lidhur me: ${GLOBAL_NAME}`)).toBeVisible();
    // And its form shows the link in the chooser.
    await card.getByRole('link', { name: 'Ndrysho' }).click();
    await expect(page.getByText(`Lidhur me: ${GLOBAL_NAME} (500 g)`)).toBeVisible();

    const after = await getAsAdmin<Product[]>(request, admin, `/api/product/get/market/${admin.marketId}`);
    expect(after.filter((product) => product.productName === TYPED_NAME)).toEqual([expect.objectContaining({ marketId: admin.marketId, linkedProductId: global!.productId })]);
  });
});
