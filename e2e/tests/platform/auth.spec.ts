import { expect, test } from '../../fixtures/test';
import { marketAdmin, superAdmin } from '../../fixtures/accounts';

async function fillLogin(page: import('@playwright/test').Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Hyni' }).click();
}

test.describe('[PLATFORM][AUTH]', () => {
  test('@phone @smoke the login page shows the spec texts and a working show-password checkbox', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Hyni Ne Llogarine Tuaj!' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    const password = page.getByLabel(/^Password/);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByLabel('show password').check();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('link', { name: 'Keni harruar Passwordin?' })).toHaveAttribute('href', '/forgotpassword');
  });

  test('the super admin logs in and lands on /super-admin', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, superAdmin);
    await expect(page).toHaveURL(/\/super-admin$/);
    await expect(page.getByRole('button', { name: 'Dil nga llogaria' })).toBeVisible();
    const role = await page.evaluate(() => localStorage.getItem('role'));
    expect(JSON.parse(role ?? '[]')).toEqual(['ROLE_SUPER_ADMIN']);
  });

  test('wrong credentials show the spec message', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, { email: superAdmin.email, password: 'not-the-password' });
    await expect(page.getByText('Login failed. Please check your email and password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an anonymous visit to an admin page goes to /login and returns there after an admin logs in', async ({ page }) => {
    await page.goto('/admin/list-user-offer');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Ju lutem identifikohuni', { exact: false })).toBeVisible();
    await fillLogin(page, marketAdmin);
    await expect(page).toHaveURL(/\/admin\/list-user-offer$/);
  });

  test('a market admin sent to the super-admin area is told they lack the authorisation', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, marketAdmin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/super-admin/list-users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Ju nuk keni autorizimin e duhur', { exact: false })).toBeVisible();
  });

  test('logout clears the session from storage but keeps marketId', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, marketAdmin);
    await expect(page).toHaveURL(/\/admin$/);
    const before = await page.evaluate(() => ({ token: localStorage.getItem('token'), marketId: localStorage.getItem('marketId') }));
    expect(before.token).toBeTruthy();
    expect(before.marketId).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await page.evaluate(() =>
      Object.fromEntries(['token', 'userId', 'username', 'email', 'role', 'marketId'].map((key) => [key, localStorage.getItem(key)])),
    );
    expect(after).toEqual({ token: null, userId: null, username: null, email: null, role: null, marketId: before.marketId });
    // The old token no longer works on the server either.
    const response = await page.request.post('/api/admin/logout', { headers: { Authorization: `Bearer ${before.token}` } });
    expect(response.status()).toBe(401);
  });

  test('/forgotpassword tells the user to call the administrator', async ({ page }) => {
    await page.goto('/forgotpassword');
    await expect(page.getByRole('main').getByRole('link', { name: /\+355/ })).toHaveAttribute('href', /^tel:\+355/);
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto('/kjo-faqe-nuk-ekziston');
    await expect(page.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeVisible();
  });
});
