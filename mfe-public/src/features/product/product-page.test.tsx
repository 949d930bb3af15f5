import { act, screen, within } from '@testing-library/react';
import {
  ApiError,
  fetchPriceHistory,
  fetchProductComparison,
  publicPaths,
  recordPublicEvent,
  type PriceHistory,
  type Product,
} from '@ofertat/shared-api';
import { offerCard } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { BASKET_STORAGE_KEY, replaceBasket } from '../../lib/basket';
import { FAVORITES_STORAGE_KEY } from '../../lib/favorites';
import { ProductPage } from './product-page';
import { priceChartData } from './price-chart-data';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchProductComparison: jest.fn(),
  fetchPriceHistory: jest.fn(),
  recordPublicEvent: jest.fn(),
}));

const product: Product = {
  productId: 7,
  productName: 'Qumësht i freskët',
  productUnit: '1 L',
  categoryId: 2,
  categoryName: 'Bulmet',
  productImage: '/uploads/qumesht.webp',
  productThumbnail: '/uploads/qumesht-thumb.webp',
  currentPrice: 150,
  marketId: null,
  quantity: { amount: 1, unit: 'l' },
  barcode: null,
  linkedProductId: null,
};

const history: PriceHistory = {
  productId: 7,
  series: [
    { marketId: 1, marketName: 'Shqiponja Market', points: [{ date: '2026-05-01', price: 150, onOffer: false }, { date: '2026-05-02', price: 120, onOffer: true }] },
    { marketId: 2, marketName: 'Dajti Supermarket', points: [{ date: '2026-05-02', price: 135, onOffer: true }] },
  ],
};

const storedFavoriteProducts = () => (JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '{}') as { products?: unknown }).products;

const comparison = jest.mocked(fetchProductComparison);
const priceHistory = jest.mocked(fetchPriceHistory);

function renderProduct(id = '7') {
  return renderRoute(<ProductPage />, { path: publicPaths.product.path, route: publicPaths.product.getHref({ productId: id }) });
}

describe('ProductPage', () => {
  beforeEach(() => {
    comparison.mockReset().mockResolvedValue({
      product,
      offers: [
        offerCard({ productId: 7, marketName: 'Shqiponja Market', newPrice: 120, oldPrice: 150, unitPrice: 120, lowestPrice30Days: 130, realDiscountPercentage: 8 }),
        offerCard({ productId: 7, marketId: 2, marketName: 'Dajti Supermarket', newPrice: 135, oldPrice: 160, unitPrice: 135 }),
      ],
    });
    priceHistory.mockReset().mockResolvedValue(history);
    jest.mocked(recordPublicEvent).mockReset();
  });

  afterEach(() => {
    // Still rendered here: the basket's subscribers update inside act.
    act(() => replaceBasket([]));
    localStorage.clear();
  });

  it('shows the product and every market price cheapest first, with unit price, real discount and dates', async () => {
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Qumësht i freskët' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Qumësht i freskët' })).toHaveAttribute('src', '/uploads/qumesht.webp');
    expect(screen.getByText('1 L · Bulmet')).toBeInTheDocument();
    const prices = within(screen.getByRole('region', { name: 'Çmimet sot, nga më i liri' })).getAllByRole('listitem');
    expect(prices).toHaveLength(2);
    expect(prices[0]).toHaveTextContent('Shqiponja Market');
    expect(prices[1]).toHaveTextContent('Dajti Supermarket');
    expect(within(prices[0]!).getByText('120.00 ALL/l')).toBeInTheDocument();
    expect(within(prices[0]!).getByText('Ulja reale: -8%')).toBeInTheDocument();
    expect(within(prices[0]!).getByText(/01\/05 - 31\/05/)).toBeInTheDocument();
    expect(comparison).toHaveBeenCalledWith(7);
    expect(recordPublicEvent).toHaveBeenCalledWith({ type: 'productView', productId: 7 });
  });

  it('charts 90 days of prices, one line per market', async () => {
    renderProduct();
    const table = await screen.findByRole('table', { name: 'Çmimi në 90 ditët e fundit, sipas marketit' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Data', 'Shqiponja Market', 'Dajti Supermarket']);
    expect(within(table).getByRole('row', { name: '01/05 150.00 ALL –' })).toBeInTheDocument();
    expect(priceHistory).toHaveBeenCalledWith(7, 90);
  });

  it('asks for the price history only when the visitor scrolls towards it', async () => {
    let notify: IntersectionObserverCallback = () => undefined;
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      notify = callback;
      return { observe: jest.fn(), disconnect: jest.fn() } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    try {
      renderProduct();
      expect(await screen.findByRole('heading', { level: 1, name: 'Qumësht i freskët' })).toBeInTheDocument();
      const section = screen.getByRole('region', { name: 'Çmimi në 90 ditët e fundit' });
      expect(within(section).getByRole('status')).toHaveTextContent('Duke u ngarkuar historia e çmimeve...');
      expect(priceHistory).not.toHaveBeenCalled();
      act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await within(section).findByRole('table', { name: 'Çmimi në 90 ditët e fundit, sipas marketit' })).toBeInTheDocument();
      expect(priceHistory).toHaveBeenCalledWith(7, 90);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('keeps the page of a product with no current offer', async () => {
    comparison.mockResolvedValue({ product, offers: [] });
    renderProduct();
    expect(await screen.findByText('Ky produkt nuk ka asnjë ofertë aktuale.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Çmimi në 90 ditët e fundit/ })).toBeInTheDocument();
  });

  it('adds the chosen quantity to the basket', async () => {
    const { user } = renderProduct();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Një më shumë: Qumësht i freskët' }));
    await user.click(screen.getByRole('button', { name: 'Një më shumë: Qumësht i freskët' }));
    expect(screen.getByRole('spinbutton', { name: 'Sasia: Qumësht i freskët' })).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Shto në shportë' }));
    expect(screen.getByText(/Në shportë: 3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shiko shportën' })).toHaveAttribute('href', '/basket');
    expect(JSON.parse(localStorage.getItem(BASKET_STORAGE_KEY) ?? '[]')).toEqual([{ productId: 7, productName: 'Qumësht i freskët', quantity: 3 }]);
    expect(recordPublicEvent).toHaveBeenCalledWith({ type: 'basketAdd', productId: 7 });
  });

  it('stars the product for the favourites page, and unstars it', async () => {
    const { user } = renderProduct();
    const star = await screen.findByRole('button', { name: 'Të preferuarat: Qumësht i freskët' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(star).toHaveAttribute('title', 'Shto te të preferuarat');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAttribute('title', 'Hiq nga të preferuarat');
    // Only what the favourites page needs before the offers load: the id and the name.
    expect(storedFavoriteProducts()).toEqual([{ productId: 7, productName: 'Qumësht i freskët' }]);
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(storedFavoriteProducts()).toEqual([]);
  });

  it('copies its link where the phone has no share sheet', async () => {
    const { user } = renderProduct();
    // After userEvent's setup, which puts its own clipboard in place.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Ndaj' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/product/7');
    expect(await screen.findByText('Lidhja u kopjua.')).toBeInTheDocument();
  });

  it("shares through the phone's share sheet where there is one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = renderProduct();
      await user.click(await screen.findByRole('button', { name: 'Ndaj' }));
      expect(share).toHaveBeenCalledWith({ title: 'Qumësht i freskët', url: 'http://localhost/product/7' });
      expect(screen.queryByText('Lidhja u kopjua.')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('is the not-found page for an unknown product', async () => {
    comparison.mockRejectedValue(new ApiError({ status: 404, message: 'Produkti nuk u gjet.' }));
    renderProduct('999');
    expect(await screen.findByRole('heading', { name: 'Faqja nuk u gjet' })).toBeInTheDocument();
    // The tab keeps the not-found page's name, as the server's 404 names it, not the product screen's.
    expect(document.title).toBe('Faqja nuk u gjet · Ofertat');
    expect(recordPublicEvent).not.toHaveBeenCalled();
  });

  it('is the not-found page for an address that names no product', () => {
    renderProduct('abc');
    expect(screen.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeInTheDocument();
    expect(comparison).not.toHaveBeenCalled();
  });

  it('offers a retry when the product cannot be loaded', async () => {
    comparison.mockRejectedValueOnce(new ApiError({ status: 0, message: 'down', isNetworkError: true }));
    const { user } = renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Provo përsëri' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Qumësht i freskët' })).toBeInTheDocument();
  });
});

describe('priceChartData', () => {
  it('puts every known day on the axis and leaves gaps where a market has no price', () => {
    expect(priceChartData(history)).toEqual({
      dates: ['2026-05-01', '2026-05-02'],
      series: [
        { label: 'Shqiponja Market', values: [150, 120] },
        { label: 'Dajti Supermarket', values: [null, 135] },
      ],
    });
    expect(priceChartData({ productId: 7, series: [] })).toEqual({ dates: [], series: [] });
  });
});
