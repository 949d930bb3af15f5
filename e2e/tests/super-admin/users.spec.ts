import { expect, test } from '../../fixtures/test';
import { expectShownAfter } from '../../fixtures/brief-message';
import { superAdmin } from '../../fixtures/accounts';
import { signInThroughApi } from '../../fixtures/session';
import { bearer, uniqueName } from '../../fixtures/super-admin';

test.describe('[SUPER_ADMIN][USERS]', () => {
  test('creates a market admin for a new market, who can log in; edits and deactivates the account', async ({ page, request }) => {
    // Three saves and two sign-ins (scrypt): 17 s on an idle machine, over 30 s on a loaded 2-core one.
    test.slow();
    const { token } = await signInThroughApi(page, request, superAdmin);
    const marketName = uniqueName('Market i ri');
    const created = await request.post('/api/admin/markets', { headers: bearer(token), multipart: { marketName } });
    expect(created.status()).toBe(201);
    const { marketId } = (await created.json()) as { marketId: number };

    const email = `${uniqueName('admin').replace(/\W+/g, '.').toLowerCase()}@e2e.al`;
    const password = 'Fillimi2026!';
    await page.goto('/super-admin/list-users');
    await page.getByRole('link', { name: 'Shto nje Perdorues' }).click();
    await page.getByLabel('Emri', { exact: true }).fill('Ilir');
    await page.getByLabel('Mbiemri').fill('Leka');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Telefoni').fill('+355 69 123 4567');
    await page.getByLabel('Marketi').selectOption({ label: marketName });
    await page.getByLabel('Roli').selectOption('ROLE_ADMIN');
    // The list of common passwords is the server's: its refusal shows beside the field.
    await page.getByLabel(/^Fjalëkalimi/).fill('Password2025!');
    await page.getByRole('button', { name: 'Krijo' }).click();
    await expect(page.getByLabel(/^Fjalëkalimi/)).toHaveAccessibleDescription(/ndër më të përdorurit/);
    await page.getByLabel(/^Fjalëkalimi/).fill(password);
    await expectShownAfter(page, 'User created successfully!', () => page.getByRole('button', { name: 'Krijo' }).click());
    await expect(page).toHaveURL(/\/super-admin\/list-users$/);

    const login = () => request.post('/api/admin/login', { data: { usernameOrEmail: email, password } });
    const session = (await (await login()).json()) as { marketId: number; roles: { role: string }[] };
    expect(session).toMatchObject({ marketId, roles: [{ role: 'ROLE_ADMIN' }] });

    await page.getByRole('searchbox', { name: 'Kërko përdorues' }).fill(email);
    const card = page.getByRole('article', { name: 'Ilir' });
    await expect(card.getByText(marketName)).toBeVisible();
    await card.getByRole('link', { name: 'Shiko' }).click();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(marketName)).toBeVisible();

    await page.getByRole('link', { name: 'Ndrysho' }).click();
    await page.getByLabel('Telefoni').fill('+355 68 000 1111');
    // The password stays blank: the old one keeps working.
    await expectShownAfter(page, 'User updated successfully!', () => page.getByRole('button', { name: 'Ruaj ndryshimet' }).click());
    await expect(page).toHaveURL(/\/super-admin\/list-users\?status=active$/);
    expect((await login()).status()).toBe(200);

    await page.getByRole('searchbox', { name: 'Kërko përdorues' }).fill(email);
    await page.getByRole('article', { name: 'Ilir' }).getByRole('button', { name: 'Deaktivizo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Fshi' }).click();
    await expect(page.getByText('User deactivated successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Ilir' })).toHaveCount(0);
    expect((await login()).ok()).toBe(false);

    // Inactive accounts keep their card, with Deaktivizo disabled; the edit form's checkbox brings them back.
    await page.getByRole('combobox', { name: 'Statusi' }).selectOption({ label: 'Joaktivë' });
    const inactive = page.getByRole('article', { name: /Ilir/ });
    await expect(inactive.getByRole('button', { name: 'Deaktivizo' })).toBeDisabled();
    await inactive.getByRole('link', { name: 'Ndrysho' }).click();
    await page.getByRole('checkbox', { name: 'Aktiv' }).check();
    await expectShownAfter(page, 'User updated successfully!', () => page.getByRole('button', { name: 'Ruaj ndryshimet' }).click());
    expect((await login()).status()).toBe(200);
  });
});
