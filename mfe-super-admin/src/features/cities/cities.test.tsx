import { screen, waitFor } from '@testing-library/react';
import { fetchCities } from '@ofertat/shared-api';
import { createCity } from '@ofertat/shared-api/admin';
import { networkError, serverError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { CityCreatePage, CityListPage } from './city-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchCities: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  createCity: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('CityListPage', () => {
  it('lists the cities a page at a time, with search', async () => {
    const cities = Array.from({ length: 30 }, (_, index) => ({ locationId: index + 1, locationName: `Qyteti ${index + 1}` }));
    jest.mocked(fetchCities).mockResolvedValue([{ locationId: 99, locationName: 'Korçë' }, ...cities]);
    const { user } = renderRoute(<CityListPage />);
    expect(await screen.findByText('Korçë')).toBeInTheDocument();
    expect(screen.getByText('31 gjithsej')).toBeInTheDocument();
    expect(screen.getByText('Faqja 1 nga 2')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Kërko qytet' }), 'korce');
    expect(screen.getByText('Korçë')).toBeInTheDocument();
    expect(screen.queryByText('Qyteti 1')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shto qytet' })).toHaveAttribute('href', '/super-admin/add-location');
  });

  it('shows the load failure text', async () => {
    jest.mocked(fetchCities).mockRejectedValue(networkError());
    renderRoute(<CityListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gabim gjatë marrjes së të dhënave...');
  });
});

describe('CityCreatePage', () => {
  it('adds the city and goes back to the list', async () => {
    jest.mocked(createCity).mockResolvedValue(undefined);
    const { user } = renderRoute(<CityCreatePage />, { route: '/super-admin/add-location' });
    await user.type(screen.getByLabelText('Emri i qytetit'), 'Berat');
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    expect(await screen.findByText('Qyteti u shtua me sukses!')).toBeInTheDocument();
    expect(createCity).toHaveBeenCalledWith({ locationName: 'Berat' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/super-admin/list-locations'), { timeout: 3000 });
  });

  it('has no client validation and shows the server message, else the generic create text', async () => {
    jest.mocked(createCity).mockRejectedValueOnce(serverError(409, 'Qyteti "Berat" ekziston tashmë.'));
    const { user } = renderRoute(<CityCreatePage />);
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Qyteti "Berat" ekziston tashmë.');
    jest.mocked(createCity).mockRejectedValueOnce(networkError());
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    expect(await screen.findByText('Error creating user/location/ad/job. Please check the console for details.')).toBeInTheDocument();
  });
});
