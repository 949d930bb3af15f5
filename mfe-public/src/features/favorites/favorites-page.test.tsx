import { screen, within } from '@testing-library/react';
import { fetchProductComparison, messages, type Product } from '@ofertat/shared-api';
import { offerCard } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { FAVORITES_STORAGE_KEY, type FavoriteProduct } from '../../lib/favorites';
import { FavoritesPage } from './favorites-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchProductComparison: jest.fn(),
  recordPublicEvent: jest.fn(),
}));

const comparison = jest.mocked(fetchProductComparison);

const productOf = ({ productId, productName }: FavoriteProduct): Product => ({
  productId,
  productName,
  productUnit: '1 copë',
  categoryId: 1,
  categoryName: 'Ushqime',
  productImage: null,
  productThumbnail: null,
  currentPrice: null,
  marketId: null,
  quantity: null,
  barcode: null,
  linkedProductId: null,
});

/** Stars `products` in this browser, as an earlier visit would have (the store reads them on a storage event). */
function starProducts(products: FavoriteProduct[]) {
  localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ markets: [], products, lastVisit: null }));
  window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY }));
}

const kafe = { productId: 5, productName: 'Kafe Lavazza' };
const qumesht = { productId: 7, productName: 'Qumësht i freskët' };

afterEach(() => {
  starProducts([]);
  localStorage.clear();
});

describe('FavoritesPage', () => {
  it('keeps a starred product with no current offer: its name links to its page, it says so, and it can be unstarred', async () => {
    starProducts([kafe, qumesht]);
    comparison.mockImplementation(async (productId) =>
      productId === kafe.productId
        ? { product: productOf(kafe), offers: [offerCard({ productId: kafe.productId, productName: kafe.productName })] }
        : { product: productOf(qumesht), offers: [] },
    );
    const { user } = renderRoute(<FavoritesPage />, { path: '/favorites', route: '/favorites' });

    const products = await screen.findByRole('region', { name: 'Produktet' });
    expect(await within(products).findByRole('article')).toHaveTextContent(kafe.productName);
    const quiet = within(products).getByRole('list', { name: 'Pa ofertë aktuale' });
    expect(within(quiet).getByRole('link', { name: qumesht.productName })).toHaveAttribute('href', '/product/7');
    expect(within(quiet).getByText(messages.offers.productEmpty)).toBeInTheDocument();

    const star = within(quiet).getByRole('button', { name: `Të preferuarat: ${qumesht.productName}` });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(await within(products).findByRole('article')).toHaveTextContent(kafe.productName);
    expect(within(products).queryByRole('list', { name: 'Pa ofertë aktuale' })).not.toBeInTheDocument();
  });

  it('pages the products without offers with the others, 8 at a time', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ productId: index + 1, productName: `Produkt ${index + 1}` }));
    starProducts(many);
    comparison.mockImplementation(async (productId) => ({ product: productOf(many[Number(productId) - 1]!), offers: [] }));
    const { user } = renderRoute(<FavoritesPage />, { path: '/favorites', route: '/favorites' });

    const quiet = await screen.findByRole('list', { name: 'Pa ofertë aktuale' });
    expect(within(quiet).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.queryByText(messages.offers.empty)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Shfaq më shumë' }));
    expect(await within(quiet).findByRole('link', { name: 'Produkt 10' })).toBeInTheDocument();
    expect(within(quiet).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Shfaq më shumë' })).not.toBeInTheDocument();
  });
});
