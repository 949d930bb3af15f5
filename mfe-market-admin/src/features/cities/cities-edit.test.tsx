import { screen, waitFor } from '@testing-library/react';
import { fetchCities } from '@ofertat/shared-api';
import { fetchMarketCities, updateMarketCities } from '@ofertat/shared-api/admin';
import { renderRoute, signInAs } from '../../test/render';
import { CitiesEditPage } from './cities-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchCities: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchMarketCities: jest.fn(),
  updateMarketCities: jest.fn(),
}));

beforeEach(() => {
  jest.resetAllMocks();
  signInAs();
  jest.mocked(fetchCities).mockResolvedValue([
    { locationId: 1, locationName: 'Tiranë' },
    { locationId: 2, locationName: 'Durrës' },
  ]);
  jest.mocked(fetchMarketCities).mockResolvedValue([{ locationId: 1, locationName: 'Tiranë' }]);
});

it('requires at least one city, then saves the checked ones and returns to the list', async () => {
  jest.mocked(updateMarketCities).mockResolvedValue();
  const { user } = renderRoute(<CitiesEditPage />, { route: '/admin/add-user-market' });
  const tirana = await screen.findByRole('checkbox', { name: 'Tiranë' });
  expect(tirana).toBeChecked();
  await user.click(tirana);
  await user.click(screen.getByRole('button', { name: 'Ruaj qytetet' }));
  expect(await screen.findByText('Zgjidh të paktën një lokacion.')).toBeInTheDocument();
  expect(updateMarketCities).not.toHaveBeenCalled();

  await user.click(screen.getByRole('checkbox', { name: 'Durrës' }));
  await user.click(screen.getByRole('button', { name: 'Ruaj qytetet' }));
  expect(await screen.findByText('Qytetet e marketit u përditësuan me sukses!')).toBeInTheDocument();
  expect(updateMarketCities).toHaveBeenCalledWith('2', [2]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/list-market-location'), { timeout: 2000 });
});
