import { expect, test } from '../../fixtures/test';
import { expectShownAfter } from '../../fixtures/brief-message';
import { superAdmin } from '../../fixtures/accounts';
import { signInThroughApi } from '../../fixtures/session';

// The demo's pairs this story changes: a market's own spelling of a global product (no offers, no shelf price, so
// merging it changes no public answer another story reads), and two products that only look alike (dismissed).
// Nothing else in the e2e suite uses either; each run starts from a fresh demo database.
const SPELLED = { global: 'Qumësht i freskët 1L', market: 'Qumesht i fresket 1 litër' };
const LOOKALIKES = { a: 'Qumësht formule 0–6 muaj', b: 'Qumësht formule 6–12 muaj' };

test.describe('[SUPER_ADMIN][DUPLICATES]', () => {
  test('merges a market spelling into the global product after the confirmation, and dismisses a pair that is not one', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, superAdmin);
    await page.goto('/super-admin');
    await page.getByRole('navigation', { name: 'Super Admin' }).getByRole('link', { name: 'Dyfishime' }).click();
    await expect(page.getByRole('heading', { name: 'Dyfishime', level: 1 })).toBeVisible();

    const spelled = page.getByRole('article', { name: `${SPELLED.global} / ${SPELLED.market}` });
    await expect(spelled.getByText('Emër i ngjashëm, e njëjta sasi')).toBeVisible();
    const marketSide = spelled.getByRole('region', { name: SPELLED.market });
    await expect(marketSide.getByText('Shqiponja Market')).toBeVisible();
    await expect(marketSide.getByText('Pa barkod')).toBeVisible();
    await expect(spelled.getByRole('region', { name: SPELLED.global }).getByText('Global (i të gjitha marketeve)')).toBeVisible();

    await spelled.getByRole('button', { name: 'Bashko' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Bashko produktet' });
    await expect(dialog).toContainText(`"${SPELLED.market}" fshihet`);
    await expect(dialog).toContainText(`kalojnë te "${SPELLED.global}"`);
    await expectShownAfter(page, 'Produktet u bashkuan me sukses!', () => dialog.getByRole('button', { name: 'Bashko' }).click());
    await expect(dialog).toBeHidden();
    await expect(spelled).toHaveCount(0);

    const lookalikes = page.getByRole('article', { name: `${LOOKALIKES.a} / ${LOOKALIKES.b}` });
    await expectShownAfter(page, 'Çifti u hoq nga lista: nuk do të shfaqet më.', () => lookalikes.getByRole('button', { name: 'Nuk janë i njëjti' }).click());
    await expect(lookalikes).toHaveCount(0);

    // Neither comes back on the next visit, and the other demo spellings are still there.
    await page.reload();
    await expect(page.getByRole('article', { name: /^Mollë Korçe \/ Molle korce$/ })).toBeVisible();
    await expect(spelled).toHaveCount(0);
    await expect(lookalikes).toHaveCount(0);
  });
});
