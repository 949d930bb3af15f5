import { screen, within } from '@testing-library/react';
import { AdminCard, CardActions } from '../admin-card';
import { PagedCardList } from '../list';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import { renderRoute } from '../test/render';
import { useDeletableList } from './use-deletable-list';

interface Offer {
  id: number;
  name: string;
}

const OFFERS: Offer[] = [
  { id: 1, name: 'Java e pastrimit' },
  { id: 2, name: 'Fundjava' },
];

function Offers({ remove }: { remove: (offer: Offer) => Promise<void> }) {
  const { resource, pages, deletion } = useDeletableList<Offer>({
    load: () => Promise.resolve(OFFERS),
    matchesSearch: (offer, query) => matchesSearchText(offer.name, query),
    sameItem: (a, b) => a.id === b.id,
    remove,
    messages: { confirm: 'Jeni i sigurt?', success: 'Oferta u fshi me sukses!', failure: 'Gabim gjatë fshirjes së ofertës.' },
  });
  return (
    <PagedCardList
      resource={resource}
      errorMessage="Gabim gjatë marrjes së të dhënave..."
      pages={pages}
      searchLabel="Kërko ofertë"
      emptyMessage="Nuk ka ende oferta."
      removal={deletion}
      renderItem={(offer) => <AdminCard key={offer.id} title={offer.name} actions={<CardActions onDelete={() => deletion.request(offer)} />} />}
    />
  );
}

async function deleteFundjava(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(within(await screen.findByRole('article', { name: 'Fundjava' })).getByRole('button', { name: 'Fshi' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
}

describe('useDeletableList', () => {
  it('searches the loaded list and takes a deleted item out of it', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const { user } = renderRoute(<Offers remove={remove} />);
    await user.type(await screen.findByRole('searchbox', { name: 'Kërko ofertë' }), 'java');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await deleteFundjava(user);
    expect(await screen.findByText('Oferta u fshi me sukses!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(OFFERS[1]);
    expect(screen.queryByRole('article', { name: 'Fundjava' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Java e pastrimit' })).toBeInTheDocument();
  });

  it('keeps the item and shows the failure text when the delete fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute(<Offers remove={() => Promise.reject(new Error('down'))} />);
    await deleteFundjava(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gabim gjatë fshirjes së ofertës.');
    expect(screen.getByRole('article', { name: 'Fundjava' })).toBeInTheDocument();
  });
});
