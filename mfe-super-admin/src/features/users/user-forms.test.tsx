import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, fetchMarkets } from '@ofertat/shared-api';
import { createUser, deactivateUser, fetchUser, updateUser } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { market, networkError, serverError, user as account } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { UserCreatePage, UserEditPage, UserViewPage } from './user-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchMarkets: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  createUser: jest.fn(),
  deactivateUser: jest.fn(),
  fetchUser: jest.fn(),
  updateUser: jest.fn(),
}));

const detail = { ...account(), marketName: 'Shqiponja Market', marketLogo: '/uploads/shqiponja.webp' };
const commonPassword = messages.users.validation.passwordCommon;
/** The server's 400 for a common password: the list is only on the server. */
const commonPasswordRefusal = () =>
  new ApiError({ status: 400, message: commonPassword, userMessage: commonPassword, fieldErrors: { password: commonPassword } });
const editRoute = { path: '/super-admin/edit-user/:userId', route: '/super-admin/edit-user/10' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchMarkets).mockResolvedValue([market(), market({ marketId: 2, marketName: 'Dajti Supermarket' })]);
  jest.mocked(fetchUser).mockResolvedValue(detail);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('UserCreatePage', () => {
  it('sends every field, the market as a number', async () => {
    jest.mocked(createUser).mockResolvedValue(undefined);
    const { user } = renderRoute(<UserCreatePage />);
    await user.type(await screen.findByLabelText('Emri'), 'Ilir');
    await user.type(screen.getByLabelText('Mbiemri'), 'Leka');
    await user.type(screen.getByLabelText('Email'), 'ilir@dajti.al');
    await user.type(screen.getByLabelText('Telefoni'), '0691234567');
    await user.type(screen.getByLabelText(/^Fjalëkalimi/), 'Sekret-Mali-2026');
    await user.selectOptions(screen.getByLabelText('Marketi'), 'Dajti Supermarket');
    await user.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    expect(createUser).toHaveBeenCalledWith({
      userName: 'Ilir',
      userSurname: 'Leka',
      email: 'ilir@dajti.al',
      phoneNumber: '0691234567',
      password: 'Sekret-Mali-2026',
      marketId: 2,
      role: 'ROLE_ADMIN',
    });
  }, 20_000); // seven fields typed key by key

  it('has no client validation: an empty form goes to the server, whose message is shown', async () => {
    jest.mocked(createUser).mockRejectedValue(serverError(400, 'Emri i përdoruesit kërkohet.'));
    const { user } = renderRoute(<UserCreatePage />);
    await user.click(await screen.findByRole('button', { name: 'Krijo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Emri i përdoruesit kërkohet.');
    expect(createUser).toHaveBeenCalledWith(expect.objectContaining({ userName: '', email: '', marketId: null }));
  });

  it('shows the server message for the password beside the field, once, and says the rule in the hint', async () => {
    jest.mocked(createUser).mockRejectedValue(commonPasswordRefusal());
    const { user } = renderRoute(<UserCreatePage />);
    const password = await screen.findByLabelText(/^Fjalëkalimi/);
    expect(password).toHaveAccessibleDescription(messages.users.validation.passwordHint);
    await user.type(password, 'Password2025!');
    await user.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(commonPassword);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(`${messages.users.validation.passwordHint} ${commonPassword}`);
    // Typing again clears it: the next answer is the server's.
    await user.type(password, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the generic create text when the server gives none', async () => {
    jest.mocked(createUser).mockRejectedValue(networkError());
    const { user } = renderRoute(<UserCreatePage />);
    await user.click(await screen.findByRole('button', { name: 'Krijo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating user/location/ad/job. Please check the console for details.');
  });
});

describe('UserEditPage', () => {
  it('keeps the password when left blank and saves isActive', async () => {
    jest.mocked(updateUser).mockResolvedValue(undefined);
    const { user } = renderRoute(<UserEditPage />, editRoute);
    expect(await screen.findByLabelText('Email')).toHaveValue('arben@ofertat.al');
    expect(screen.getByLabelText('Marketi')).toHaveValue('1');
    await user.click(screen.getByRole('checkbox', { name: 'Aktiv' }));
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(updateUser).toHaveBeenCalledWith(10, {
      userName: 'Arben',
      userSurname: 'Hoxha',
      email: 'arben@ofertat.al',
      phoneNumber: '+355 69 111 2222',
      marketId: 1,
      role: 'ROLE_ADMIN',
      isActive: false,
      password: undefined,
    });
  });

  it('sends a new password and shows the server refusal', async () => {
    jest.mocked(updateUser).mockRejectedValue(serverError(409, 'Ky email përdoret tashmë nga një përdorues tjetër.'));
    const { user } = renderRoute(<UserEditPage />, editRoute);
    await user.type(await screen.findByLabelText(/^Fjalëkalimi/), 'IRi-Mali-2026!');
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ky email përdoret tashmë nga një përdorues tjetër.');
    expect(jest.mocked(updateUser).mock.calls[0]![1]).toMatchObject({ password: 'IRi-Mali-2026!' });
  });

  it('shows the refusal of a common new password beside the password field', async () => {
    jest.mocked(updateUser).mockRejectedValue(commonPasswordRefusal());
    const { user } = renderRoute(<UserEditPage />, editRoute);
    const password = await screen.findByLabelText(/^Fjalëkalimi/);
    await user.type(password, 'qwertyuiop123');
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(commonPassword);
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('deactivates after confirmation; then only the checkbox can reactivate', async () => {
    jest.mocked(deactivateUser).mockResolvedValue(undefined);
    const { user } = renderRoute(<UserEditPage />, editRoute);
    await user.click(await screen.findByRole('button', { name: 'Deaktivizo' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
    expect(await screen.findByText('User deactivated successfully!')).toBeInTheDocument();
    expect(deactivateUser).toHaveBeenCalledWith(10);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Aktiv' })).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Deaktivizo' })).toBeDisabled();
  });

  it('disables Deaktivizo for an inactive user and keeps a deactivated market choosable', async () => {
    jest.mocked(fetchUser).mockResolvedValue({ ...detail, isActive: false, marketId: 9, marketName: 'Market i vjetër' });
    renderRoute(<UserEditPage />, editRoute);
    expect(await screen.findByRole('button', { name: 'Deaktivizo' })).toBeDisabled();
    expect(screen.getByLabelText('Marketi')).toHaveDisplayValue('Market i vjetër (i çaktivizuar)');
  });
});

describe('UserViewPage', () => {
  it('shows name, surname, email, phone, market name and logo', async () => {
    renderRoute(<UserViewPage />, { path: '/super-admin/view-user/:userId', route: '/super-admin/view-user/10' });
    for (const text of ['Arben', 'Hoxha', 'arben@ofertat.al', '+355 69 111 2222', 'Shqiponja Market']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Logo e Shqiponja Market' })).toBeInTheDocument();
  });

  it('says the user was not found', async () => {
    jest.mocked(fetchUser).mockRejectedValue(serverError(404, 'Përdoruesi nuk u gjet.'));
    renderRoute(<UserViewPage />, { path: '/super-admin/view-user/:userId', route: '/super-admin/view-user/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Përdoruesi nuk u gjet.');
  });
});
