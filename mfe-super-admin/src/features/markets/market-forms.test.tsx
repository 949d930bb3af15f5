import { act, screen, waitFor } from '@testing-library/react';
import { fetchMarket } from '@ofertat/shared-api';
import { createMarket, fetchUsers, updateMarket } from '@ofertat/shared-api/admin';
import { deferred, imageFile, market, networkError, serverError, user as account } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { MarketCreatePage, MarketEditPage, MarketViewPage } from './market-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchMarket: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  createMarket: jest.fn(),
  fetchUsers: jest.fn(),
  updateMarket: jest.fn(),
}));

const detail = { ...market(), cities: [{ locationId: 1, locationName: 'Tiranë' }, { locationId: 2, locationName: 'Durrës' }], storeLocationCount: 4 };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchMarket).mockResolvedValue(detail);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('MarketCreatePage', () => {
  it('has the spec heading, fields and button, and sends name and logo', async () => {
    jest.useFakeTimers();
    const answer = deferred();
    jest.mocked(createMarket).mockReturnValue(answer.promise);
    const { user } = renderRoute(<MarketCreatePage />, { route: '/super-admin/add-market', advanceTimers: jest.advanceTimersByTime });
    expect(screen.getByRole('heading', { name: 'Krijo nje market te ri' })).toBeInTheDocument();
    expect(screen.getByLabelText('Emri i marketit')).toHaveAttribute('name', 'marketName');
    const logo = imageFile('spar.png');
    await user.type(screen.getByLabelText('Emri i marketit'), 'Spar');
    await user.upload(screen.getByLabelText('Logo e marketit'), logo);
    await user.click(screen.getByRole('button', { name: 'Krijo' }));

    await waitFor(() => expect(createMarket).toHaveBeenCalledWith({ marketName: 'Spar', marketLogo: logo }, expect.any(Object)));
    expect(screen.getByRole('button', { name: 'Krijo' })).toBeDisabled();
    await act(async () => answer.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Market created successfully!');
    expect(screen.getByRole('button', { name: 'Krijo' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByTestId('location')).toHaveTextContent('/super-admin/add-market');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/super-admin/list-market');
  });

  it('has no client validation and shows the server message', async () => {
    jest.mocked(createMarket).mockRejectedValue(serverError(400, 'Emri i marketit kërkohet.'));
    const { user } = renderRoute(<MarketCreatePage />);
    await user.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Emri i marketit kërkohet.');
    expect(createMarket).toHaveBeenCalledWith({ marketName: '', marketLogo: null }, expect.any(Object));
  });

  it('falls back to the spec text when the server gives none', async () => {
    jest.mocked(createMarket).mockRejectedValue(networkError());
    const { user } = renderRoute(<MarketCreatePage />);
    await user.type(screen.getByLabelText('Emri i marketit'), 'Spar');
    await user.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating project. Please check the console for details.');
    expect(screen.getByRole('button', { name: 'Krijo' })).toBeEnabled();
  });
});

describe('MarketEditPage', () => {
  it('changes the name and keeps the logo when no file is chosen', async () => {
    jest.mocked(updateMarket).mockResolvedValue(undefined);
    const { user } = renderRoute(<MarketEditPage />, { path: '/super-admin/edit-market/:marketId', route: '/super-admin/edit-market/1' });
    const name = await screen.findByLabelText('Emri i marketit');
    expect(name).toHaveValue('Shqiponja Market');
    expect(screen.getByRole('img', { name: 'Logo aktuale e marketit' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Shqiponja');
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Market updated successfully!')).toBeInTheDocument();
    expect(updateMarket).toHaveBeenCalledWith(1, { marketName: 'Shqiponja', marketLogo: null }, expect.any(Object));
  });

  it('shows the server refusal', async () => {
    jest.mocked(updateMarket).mockRejectedValue(serverError(409, 'Marketi "Dajti" ekziston tashmë.'));
    const { user } = renderRoute(<MarketEditPage />, { path: '/super-admin/edit-market/:marketId', route: '/super-admin/edit-market/1' });
    await user.click(await screen.findByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Marketi "Dajti" ekziston tashmë.');
  });

  it('says the market was not found for an unknown id', async () => {
    jest.mocked(fetchMarket).mockRejectedValue(serverError(404, 'Marketi nuk u gjet.'));
    renderRoute(<MarketEditPage />, { path: '/super-admin/edit-market/:marketId', route: '/super-admin/edit-market/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Marketi nuk u gjet.');
  });
});

describe('MarketViewPage', () => {
  it('shows name, logo, cities, store count and the admins', async () => {
    jest.mocked(fetchUsers).mockResolvedValue([account(), account({ userId: 11, userName: 'Tjetri', marketId: 2 })]);
    renderRoute(<MarketViewPage />, { path: '/super-admin/list-market/:marketId', route: '/super-admin/list-market/1' });
    expect(await screen.findByText('Tiranë, Durrës')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo e Shqiponja Market' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arben Hoxha' })).toHaveAttribute('href', '/super-admin/view-user/10');
    expect(screen.queryByText(/Tjetri/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volantinot e marketit' })).toHaveAttribute('href', '/super-admin/list-volantino?market=1');
  });
});
