import { screen, within } from '@testing-library/react';
import { fetchUserSessionDurations } from '@ofertat/shared-api/admin';
import { networkError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { MobileUsersPage } from './mobile-users-page';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchUserSessionDurations: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

describe('MobileUsersPage', () => {
  it('shows a loading text, then the chart, the unique total and the table in minutes', async () => {
    jest.mocked(fetchUserSessionDurations).mockResolvedValue([
      { userId: 'device-b', date: '2026-05-02', totalDuration: 754 },
      { userId: 'device-a', date: '2026-05-02', totalDuration: 60 },
      { userId: 'device-a', date: '2026-05-01', totalDuration: 30 },
    ]);
    renderRoute(<MobileUsersPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Duke u ngarkuar...');

    expect(await screen.findByRole('img', { name: /Përdorues aktivë sipas datës 01\/05: 1 përdorues; 02\/05: 2 përdorues/ })).toBeInTheDocument();
    expect(screen.getByText(/Përdorues unikë gjithsej/)).toHaveTextContent('Përdorues unikë gjithsej: 2');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['device-b', '02/05/2026', '12.57'],
      ['device-a', '02/05/2026', '1.00'],
      ['device-a', '01/05/2026', '0.50'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Kohëzgjatja totale (minuta)' })).toBeInTheDocument();
  });

  it('shows the spec empty text', async () => {
    jest.mocked(fetchUserSessionDurations).mockResolvedValue([]);
    renderRoute(<MobileUsersPage />);
    expect(await screen.findByText('No user session data available.')).toBeInTheDocument();
  });

  it('shows the spec error text', async () => {
    jest.mocked(fetchUserSessionDurations).mockRejectedValue(networkError());
    renderRoute(<MobileUsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user session data. Please try again later.');
  });
});
