import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@ofertat/shared-ui';
import { ApiError, login, sessionStore } from '@ofertat/shared-api';
import LoginPage from './login-page';
import { renderAt } from '../../test/render-shell';

jest.mock('@ofertat/shared-api', () => ({ ...jest.requireActual('@ofertat/shared-api'), login: jest.fn() }));
const loginMock = login as jest.MockedFunction<typeof login>;

const response = (roles: string[], marketId: number | null = 4) => ({
  status: 200,
  data: { token: 't', userId: 1, username: 'ana', email: 'ana@example.al', marketId, roles: roles.map((role) => ({ role })) },
});

function renderLogin(state?: unknown) {
  return renderAt(
    '/login',
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={null} />
    </Routes>,
    state,
  );
}

async function submit(email = 'ana@example.al', password = 'secret-pass') {
  await userEvent.clear(screen.getByLabelText(/Email/));
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.clear(screen.getByLabelText(/^Password/));
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Hyni' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.getState().signOut();
    loginMock.mockReset();
  });

  it('shows the spec title, the forgot-password link and toggles the password visibility', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Hyni Ne Llogarine Tuaj!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keni harruar Passwordin?' })).toHaveAttribute('href', '/forgotpassword');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByLabelText('show password'));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('sends a super admin to /super-admin and stores the session', async () => {
    loginMock.mockResolvedValue(response(['ROLE_SUPER_ADMIN'], null));
    renderLogin();
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/super-admin'));
    expect(localStorage.getItem('role')).toBe('["ROLE_SUPER_ADMIN"]');
  });

  it('returns an admin to the page the guard sent them from', async () => {
    loginMock.mockResolvedValue(response(['ROLE_ADMIN']));
    renderLogin({ from: { pathname: '/admin/list-user-offer', search: '', hash: '' }, notice: 'Ju lutem identifikohuni...' });
    expect(screen.getByText('Ju lutem identifikohuni...')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/list-user-offer'));
  });

  it('refuses a user without a known role and keeps no session', async () => {
    loginMock.mockResolvedValue(response(['ROLE_CASHIER']));
    renderLogin();
    await submit();
    expect(await screen.findByText('No valid role assigned to this user.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('reports a 2xx other than 200/201 as an unexpected status', async () => {
    loginMock.mockResolvedValue({ status: 202, data: null });
    renderLogin();
    await submit();
    expect(await screen.findByText('Unexpected response status. Please try again.')).toBeInTheDocument();
  });

  it('shows the failure text and clears it before the next attempt', async () => {
    loginMock.mockRejectedValueOnce(new ApiError({ status: 401, message: 'x' }));
    let release: (value: Awaited<ReturnType<typeof login>>) => void = () => {};
    loginMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    renderLogin();
    await submit();
    expect(await screen.findByText('Login failed. Please check your email and password.')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(screen.queryByText('Login failed. Please check your email and password.')).not.toBeInTheDocument());
    release(response(['ROLE_ADMIN']));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
  });

  it('shows the server explanation when too many attempts are blocked', async () => {
    loginMock.mockRejectedValue(new ApiError({ status: 429, message: 'Shumë përpjekje. Provoni pas 15 minutash.' }));
    renderLogin();
    await submit();
    expect(await screen.findByText('Shumë përpjekje. Provoni pas 15 minutash.')).toBeInTheDocument();
  });
});
