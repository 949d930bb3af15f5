import { act, screen } from '@testing-library/react';
import { useFilteredPages } from './use-filtered-pages';
import { useResource } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import { renderRoute } from '../test/render';
import { PagedCardList } from './paged-card-list';

function Cities({ load }: { load: () => Promise<string[]> }) {
  const cities = useResource(load, []);
  const pages = useFilteredPages(cities.status === 'success' ? cities.data : [], (city, query) => matchesSearchText(city, query), 2);
  return (
    <PagedCardList
      resource={cities}
      errorMessage="Gabim gjatë marrjes së të dhënave..."
      pages={pages}
      searchLabel="Kërko qytet"
      emptyMessage="Nuk ka ende qytete."
      renderItem={(city) => <p key={city}>{city}</p>}
    />
  );
}

describe('PagedCardList', () => {
  it('shows one page of cards, searches and pages', async () => {
    const { user } = renderRoute(<Cities load={() => Promise.resolve(['Tiranë', 'Durrës', 'Korçë'])} />);
    expect(await screen.findByText('Tiranë')).toBeInTheDocument();
    expect(screen.queryByText('Korçë')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pas' }));
    expect(screen.getByText('Korçë')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Kërko qytet' }), 'xyz');
    expect(screen.getByText('Asnjë rezultat për këtë kërkim.')).toBeInTheDocument();
  });

  it('shows the empty and error texts', async () => {
    renderRoute(<Cities load={() => Promise.resolve([])} />);
    expect(await screen.findByText('Nuk ka ende qytete.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the error text with a retry', async () => {
    renderRoute(<Cities load={() => Promise.reject(new Error('down'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gabim gjatë marrjes së të dhënave...');
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Provo përsëri' })).toBeInTheDocument();
  });
});
