import { screen, within } from '@testing-library/react';
import { fetchMarkets } from '@ofertat/shared-api';
import { deactivateUser, fetchUsers } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { market, networkError, user as account } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { UserListPage } from './user-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchMarkets: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchUsers: jest.fn(),
  deactivateUser: jest.fn(),
}));

const users = [
  account(),
  account({ userId: 11, userName: 'Blerina', email: 'blerina@ofertat.al', marketId: null, role: 'ROLE_SUPER_ADMIN' }),
  account({ userId: 12, userName: 'Genti', email: 'genti@ofertat.al', isActive: false }),
];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchUsers).mockResolvedValue(users);
  jest.mocked(fetchMarkets).mockResolvedValue([market()]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('UserListPage', () => {
  it('shows the active users as cards with userName, market and actions', async () => {
    renderRoute(<UserListPage />, { route: '/super-admin/list-users' });
    const card = await screen.findByRole('article', { name: 'Arben' });
    expect(within(card).getByText('Shqiponja Market')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Shiko' })).toHaveAttribute('href', '/super-admin/view-user/10');
    expect(within(card).getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/super-admin/edit-user/10');
    expect(screen.queryByRole('article', { name: /Genti/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shto nje Perdorues' })).toHaveAttribute('href', '/super-admin/add-user');
  });

  it('lists inactive users with Deaktivizo disabled', async () => {
    renderRoute(<UserListPage />, { route: '/super-admin/list-users?status=inactive' });
    const card = await screen.findByRole('article', { name: /Genti/ });
    expect(within(card).getByText('Joaktiv')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Deaktivizo' })).toBeDisabled();
  });

  it('searches by name, email or market', async () => {
    const { user } = renderRoute(<UserListPage />);
    await user.type(await screen.findByRole('searchbox', { name: 'Kërko përdorues' }), 'blerina@');
    expect(screen.getByRole('article', { name: 'Blerina' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Arben' })).not.toBeInTheDocument();
  });

  it('deactivates after confirmation and the card leaves the active list', async () => {
    jest.mocked(deactivateUser).mockResolvedValue(undefined);
    const { user } = renderRoute(<UserListPage />);
    await user.click(within(await screen.findByRole('article', { name: 'Arben' })).getByRole('button', { name: 'Deaktivizo' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(messages.users.deactivateConfirm);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
    expect(await screen.findByText('User deactivated successfully!')).toBeInTheDocument();
    expect(deactivateUser).toHaveBeenCalledWith(10);
    expect(screen.queryByRole('article', { name: 'Arben' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statusi' }), 'Joaktivë');
    expect(within(screen.getByRole('article', { name: /Arben/ })).getByRole('button', { name: 'Deaktivizo' })).toBeDisabled();
  });

  it('shows the spec text when a deactivation fails', async () => {
    jest.mocked(deactivateUser).mockRejectedValue(networkError());
    const { user } = renderRoute(<UserListPage />);
    await user.click(within(await screen.findByRole('article', { name: 'Arben' })).getByRole('button', { name: 'Deaktivizo' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
    expect(await screen.findByText('Failed to deactive the user. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Arben' })).toBeInTheDocument();
  });
});
