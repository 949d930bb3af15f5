import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError, compareBasket, fetchProduct, publicPaths, type BasketComparison, type Product } from '@ofertat/shared-api';
import { renderRoute } from '../../test/render';
import { addToBasket, replaceBasket } from '../../lib/basket';
import { setMyCity } from '../../lib/my-city';
import { BasketPage } from './basket-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  compareBasket: jest.fn(),
  fetchProduct: jest.fn(),
}));

const compare = jest.mocked(compareBasket);
const product = jest.mocked(fetchProduct);

const answer: BasketComparison = {
  markets: [
    {
      marketId: 1,
      marketName: 'Shqiponja Market',
      marketLogo: null,
      total: 308,
      availableCount: 2,
      missing: [48],
      lines: [
        { productId: 2, quantity: 2, price: 111, lineTotal: 222, onOffer: true, offerId: 1 },
        { productId: 41, quantity: 1, price: 86, lineTotal: 86, onOffer: true, offerId: 1 },
      ],
    },
    {
      marketId: 6,
      marketName: 'Korça Fresh Market',
      marketLogo: null,
      total: 50,
      availableCount: 1,
      missing: [2, 41],
      lines: [{ productId: 48, quantity: 1, price: 50, lineTotal: 50, onOffer: true, offerId: 22 }],
    },
  ],
  bestSingle: { marketId: 1, total: 308, missing: [48] },
  bestSplit: {
    marketIds: [1, 6],
    total: 358,
    missing: [],
    lines: [
      { productId: 2, marketId: 1, lineTotal: 222 },
      { productId: 41, marketId: 1, lineTotal: 86 },
      { productId: 48, marketId: 6, lineTotal: 50 },
    ],
    savingVsBestSingle: -50,
  },
};

const fillBasket = () =>
  replaceBasket([
    { productId: 2, productName: 'Portokall', quantity: 2 },
    { productId: 41, productName: 'Dhallë', quantity: 1 },
    { productId: 48, productName: 'Baguete', quantity: 1 },
  ]);

function renderBasket(route = publicPaths.basket.getHref()) {
  return renderRoute(<BasketPage />, { path: publicPaths.basket.path, route });
}

describe('BasketPage', () => {
  beforeEach(() => {
    compare.mockReset().mockResolvedValue(answer);
    product.mockReset();
  });

  afterEach(() => {
    // Still rendered here: the stores' subscribers update inside act.
    act(() => {
      replaceBasket([]);
      setMyCity(null);
    });
    localStorage.clear();
  });

  it('says the basket is empty and leads to the offers', () => {
    renderBasket();
    expect(screen.getByText(/Shporta është bosh/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shiko ofertat' })).toHaveAttribute('href', '/');
    expect(compare).not.toHaveBeenCalled();
  });

  it('shows the cheapest market, the best split with what it adds, and every market with what it lacks', async () => {
    fillBasket();
    renderBasket();
    const single = await screen.findByRole('region', { name: 'Marketi më i lirë: Shqiponja Market' });
    expect(within(single).getByText('308.00 ALL')).toBeInTheDocument();
    expect(within(single).getByText('2 nga 3 produkte')).toBeInTheDocument();
    expect(within(single).getByText('Mungojnë: Baguete')).toBeInTheDocument();

    const split = screen.getByRole('region', { name: 'Më mirë në dy markete: Shqiponja Market + Korça Fresh Market' });
    expect(within(split).getByText('358.00 ALL')).toBeInTheDocument();
    expect(within(split).getByText('Merrni 1 produkte më shumë')).toBeInTheDocument();
    expect(within(split).getByText('Baguete: Korça Fresh Market, 50.00 ALL')).toBeInTheDocument();

    const markets = within(screen.getByRole('region', { name: 'Sipas marketit' })).getAllByRole('listitem');
    expect(markets[1]).toHaveTextContent('Korça Fresh Market');
    expect(markets[1]).toHaveTextContent('Mungojnë: Portokall, Dhallë');
    expect(compare).toHaveBeenCalledWith({
      items: [
        { productId: 2, quantity: 2 },
        { productId: 41, quantity: 1 },
        { productId: 48, quantity: 1 },
      ],
    });
    expect(screen.getByText('Çmimet në gjithë Shqipërinë.')).toBeInTheDocument();
  });

  it('names the saving of a split that buys the same for less', async () => {
    fillBasket();
    compare.mockResolvedValue({ ...answer, bestSplit: { ...answer.bestSplit!, missing: [48], total: 290, savingVsBestSingle: 18 } });
    renderBasket();
    expect(await screen.findByText('Kurseni 18.00 ALL')).toBeInTheDocument();
  });

  it('prices again after a quantity change or a removal', async () => {
    fillBasket();
    const { user } = renderBasket();
    await screen.findByRole('region', { name: /Marketi më i lirë/ });
    await user.click(screen.getByRole('button', { name: 'Një më shumë: Dhallë' }));
    await waitFor(() => expect(compare).toHaveBeenLastCalledWith({ items: expect.arrayContaining([{ productId: 41, quantity: 2 }]) }));
    await user.click(screen.getByRole('button', { name: 'Hiq: Portokall' }));
    await waitFor(() =>
      expect(compare).toHaveBeenLastCalledWith({
        items: [
          { productId: 41, quantity: 2 },
          { productId: 48, quantity: 1 },
        ],
      }),
    );
    expect(screen.getByRole('heading', { name: 'Produktet (2)' })).toBeInTheDocument();
  });

  it('is priced in my city when one is chosen', async () => {
    setMyCity({ locationId: 3, locationName: 'Korçë' });
    addToBasket({ productId: 2, productName: 'Portokall' });
    renderBasket();
    await screen.findByRole('region', { name: /Marketi më i lirë/ });
    expect(compare).toHaveBeenCalledWith({ items: [{ productId: 2, quantity: 1 }], locationId: 3 });
    expect(screen.getByText('Çmimet në Korçë.')).toBeInTheDocument();
  });

  it('offers a retry when the basket cannot be priced', async () => {
    fillBasket();
    compare.mockRejectedValueOnce(new Error('down'));
    const { user } = renderBasket();
    await user.click(await screen.findByRole('button', { name: 'Provo përsëri' }));
    expect(await screen.findByRole('region', { name: /Marketi më i lirë/ })).toBeInTheDocument();
  });

  it('shares a link that rebuilds the basket', async () => {
    fillBasket();
    const { user } = renderBasket();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Ndaj shportën' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/basket?items=2x2%2C41x1%2C48x1');
  });

  it('offers to open a shared basket, names its products and drops the ones gone', async () => {
    addToBasket({ productId: 99, productName: 'Kos' });
    product.mockImplementation(async (id) => {
      if (id === 48) throw new ApiError({ status: 404, message: 'Produkti nuk u gjet.' });
      return { productId: Number(id), productName: id === 2 ? 'Portokall' : 'Dhallë' } as Product;
    });
    const { user } = renderBasket('/basket?items=2x3,41x1,48x1');
    expect(screen.getByText('Ju ndanë një shportë me 3 produkte. Ajo zë vendin e shportës suaj (1 produkte).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hap shportën e ndarë' }));
    expect(await screen.findByRole('heading', { name: 'Produktet (2)' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Sasia: Portokall' })).toHaveValue(3);
    expect(screen.getByRole('link', { name: 'Dhallë' })).toHaveAttribute('href', '/product/41');
    expect(screen.queryByText('Kos')).not.toBeInTheDocument();
    // The link is dropped by a router navigation, which lands after the basket has rendered.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/basket$/));
  });

  it('keeps its own basket when the shopper declines a shared one', async () => {
    addToBasket({ productId: 99, productName: 'Kos' });
    const { user } = renderBasket('/basket?items=2x3');
    await user.click(screen.getByRole('button', { name: 'Mos e hap' }));
    expect(screen.queryByText(/Ju ndanë një shportë/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kos' })).toBeInTheDocument();
    expect(product).not.toHaveBeenCalled();
  });

  it('says so when a shared basket cannot be read, and keeps the offer open', async () => {
    product.mockRejectedValue(new ApiError({ status: 0, message: 'offline', isNetworkError: true }));
    const { user } = renderBasket('/basket?items=2x3');
    await user.click(screen.getByRole('button', { name: 'Hap shportën e ndarë' }));
    expect(await screen.findByText('Shporta e ndarë nuk u hap. Provoni përsëri.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hap shportën e ndarë' })).toBeEnabled();
  });

  it('leaves out the call to the offers while a shared basket is on offer, and shows it once the offer is declined', async () => {
    const { user } = renderBasket('/basket?items=2x3');
    expect(screen.getByText('Ju ndanë një shportë me 1 produkte.')).toBeInTheDocument();
    expect(screen.queryByText(/Shporta është bosh/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mos e hap' }));
    expect(screen.getByText(/Shporta është bosh/)).toBeInTheDocument();
  });

  it('ignores a link it did not make', () => {
    renderBasket('/basket?items=2x3,2x1');
    expect(screen.queryByText(/Ju ndanë një shportë/)).not.toBeInTheDocument();
    expect(screen.getByText(/Shporta është bosh/)).toBeInTheDocument();
  });
});
