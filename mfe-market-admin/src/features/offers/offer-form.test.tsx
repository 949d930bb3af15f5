import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type OfferDetail, type Product } from '@ofertat/shared-api';
import {
  createOffer,
  fetchKnownPrices,
  fetchMarketCities,
  fetchMarketProducts,
  fetchMarketStorePoints,
  fetchOffer,
  updateOffer,
} from '@ofertat/shared-api/admin';
import { renderRoute, signInAs } from '../../test/render';
import { OfferCreatePage, OfferEditPage } from './offer-pages';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchMarketCities: jest.fn(),
  fetchMarketStorePoints: jest.fn(),
  fetchMarketProducts: jest.fn(),
  fetchOffer: jest.fn(),
  createOffer: jest.fn(),
  updateOffer: jest.fn(),
  fetchKnownPrices: jest.fn(),
}));

const product = (productId: number, productName: string, currentPrice: number | null): Product => ({
  productId,
  productName,
  productUnit: '1 L',
  categoryId: 1,
  categoryName: 'Bulmetore',
  productImage: null,
  productThumbnail: null,
  currentPrice,
  marketId: productId === 1 ? 2 : null,
  quantity: { amount: 1, unit: 'l' },
  barcode: null,
  linkedProductId: null,
});

// These tests fill the whole form, keystroke by keystroke.
jest.setTimeout(30_000);

beforeEach(() => {
  jest.resetAllMocks();
  signInAs();
  jest.mocked(fetchMarketCities).mockResolvedValue([
    { locationId: 1, locationName: 'Tiranë' },
    { locationId: 2, locationName: 'Durrës' },
  ]);
  jest.mocked(fetchMarketStorePoints).mockResolvedValue([]);
  jest.mocked(fetchMarketProducts).mockResolvedValue([product(1, 'Qumësht i freskët', 120), product(5, 'Kos', null)]);
  jest.mocked(fetchKnownPrices).mockResolvedValue([]);
});

async function addProduct(user: ReturnType<typeof renderRoute>['user'], text: string, option: string) {
  const picker = screen.getByRole('combobox', { name: 'Shto produkt' });
  await user.clear(picker);
  await user.type(picker, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

const submit = (user: ReturnType<typeof renderRoute>['user']) => user.click(screen.getByRole('button', { name: 'Krijo ofertën' }));
const expectFormError = async (text: string) => expect(await screen.findByText(text)).toBeInTheDocument();

/** The rule's text stands in the form's banner and beside `field`, which has the focus. */
async function expectRuleAt(text: string, field: () => HTMLElement, fieldText = text) {
  await waitFor(() => expect(field()).toHaveFocus());
  expect(field()).toHaveAccessibleDescription(expect.stringContaining(fieldText) as string);
  expect(screen.getAllByText(text).length).toBe(fieldText === text ? 2 : 1);
}

describe('offer form', () => {
  it('checks the seven rules of spec section 5 in their order, each beside its field with the focus, then creates the offer', async () => {
    jest.mocked(createOffer).mockResolvedValue();
    const { user } = renderRoute(<OfferCreatePage />);
    const name = await screen.findByRole('textbox', { name: /Emri i ofertës/ });
    const startDate = () => screen.getByLabelText(/Data e fillimit/);
    const endDate = () => screen.getByLabelText(/Data e përfundimit/);
    const oldPrice = () => screen.getByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' });
    const newPrice = () => screen.getByRole('spinbutton', { name: 'Çmimi i ri (ALL)' });

    await user.type(name, '   ');
    await submit(user);
    await expectRuleAt('Duhet të shkruani emrin e ofertës.', () => name);

    await user.type(name, 'Java e bulmetit');
    fireEvent.change(startDate(), { target: { value: '2025-06-10' } });
    await submit(user);
    await expectRuleAt('Duhet të zgjidhni datë fillimi dhe përfundimi.', endDate);

    fireEvent.change(endDate(), { target: { value: '2025-06-01' } });
    await submit(user);
    await expectRuleAt('Data e fillimit duhet të jetë para ose e barabartë me datën e përfundimit.', startDate);

    fireEvent.change(endDate(), { target: { value: '2025-06-10' } });
    await submit(user);
    const places = 'Zgjidh të paktën një lokacion ose vendndodhje dyqani.';
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Filtro qytetet' })).toHaveFocus());
    expect(screen.getByRole('group', { name: 'Qytetet' })).toHaveAccessibleDescription(places);
    expect(screen.getAllByText(places)).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Tiranë' }));
    await submit(user);
    await expectRuleAt('Duhet të shtoni të paktën një produkt për ofertë.', () => screen.getByRole('combobox', { name: 'Shto produkt' }));

    await addProduct(user, 'qumesht', 'Qumësht i freskët (1 L)');
    await user.type(oldPrice(), '120');
    await submit(user);
    // A price error names its row.
    await expectRuleAt('Çmimet duhet të jenë numra të vlefshëm.', newPrice, 'Rreshti 1: Çmimet duhet të jenë numra të vlefshëm.');

    await user.type(newPrice(), '120');
    await submit(user);
    const notLower = 'Çmimi i ri (newPrice) duhet të jetë më i vogël se çmimi i vjetër (oldPrice).';
    await expectRuleAt(notLower, newPrice, `Rreshti 1: ${notLower}`);
    expect(createOffer).not.toHaveBeenCalled();

    await user.clear(newPrice());
    await user.type(newPrice(), '99.90');
    await submit(user);
    expect(await screen.findByText('Oferta u krijua me sukses!')).toBeInTheDocument();
    // The stale rule clears, beside the field too.
    expect(screen.queryByText(notLower, { exact: false })).not.toBeInTheDocument();
    expect(newPrice()).not.toHaveAttribute('aria-invalid');
    expect(createOffer).toHaveBeenCalledWith({
      offerName: 'Java e bulmetit',
      marketId: 2,
      startDate: '2025-06-10',
      endDate: '2025-06-10',
      locationIds: [1],
      storeLocationIds: [],
      products: [{ productId: 1, oldPrice: 120, newPrice: 99.9 }],
    });
  });

  it('refuses a product added twice and shows the current price as the old-price placeholder', async () => {
    const { user } = renderRoute(<OfferCreatePage />);
    await screen.findByRole('combobox', { name: 'Shto produkt' });
    await addProduct(user, 'qum', 'Qumësht i freskët (1 L)');
    await addProduct(user, 'qum', 'Qumësht i freskët (1 L)');
    expect(screen.getByText('Ky produkt është shtuar tashmë në ofertë.')).toBeInTheDocument();
    expect(screen.getAllByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' })).toHaveLength(1);

    const oldPrice = screen.getByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' });
    expect(oldPrice).toHaveAttribute('placeholder', 'p.sh. 120.00');
    expect(oldPrice).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('spinbutton', { name: 'Çmimi i ri (ALL)' })).toHaveAttribute('step', '0.01');

    // A product without a current price has no placeholder.
    await addProduct(user, 'kos', 'Kos (1 L)');
    expect(screen.getAllByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' })[1]).not.toHaveAttribute('placeholder');
  });

  it('prefixes a refused save with the spec text and the server message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const offer: OfferDetail = {
      offerId: 9,
      offerName: 'Fundjava',
      startDate: '2025-06-01',
      endDate: '2025-06-03',
      marketId: 2,
      marketName: 'Shqiponja',
      locations: [{ locationId: 7, locationName: 'Vlorë' }],
      storeLocations: [],
      products: [{ productId: 5, productName: 'Kos', productUnit: '1 L', oldPrice: 150, newPrice: 130, discountPercentage: 13 }],
    };
    jest.mocked(fetchOffer).mockResolvedValue(offer);
    jest.mocked(updateOffer).mockRejectedValue(new ApiError({ status: 400, message: 'Bad Request', userMessage: 'Produkti nuk u gjet.' }));
    const { user } = renderRoute(<OfferEditPage />, { path: '/admin/edit-user-offer/:offerId', route: '/admin/edit-user-offer/9' });

    // A city the market no longer serves stays chosen and choosable.
    expect(await screen.findByRole('checkbox', { name: 'Vlorë' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' })).toHaveValue(150);
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    await expectFormError('Gabim gjatë krijimit/përditësimit të ofertës: Produkti nuk u gjet.');
    await waitFor(() => expect(updateOffer).toHaveBeenCalledWith(9, expect.objectContaining({ locationIds: [7], marketId: 2 })));
    expect(within(screen.getByRole('form', { name: 'Ndrysho ofertën' })).getByRole('button', { name: 'Ruaj ndryshimet' })).toBeEnabled();
  });

  it('shows the authorisation text, not the form, for another market\'s offer', async () => {
    jest.mocked(fetchOffer).mockRejectedValue(new ApiError({ status: 403, message: 'Forbidden', userMessage: 'Ju nuk keni autorizimin e duhur...' }));
    renderRoute(<OfferEditPage />, { path: '/admin/edit-user-offer/:offerId', route: '/admin/edit-user-offer/41' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Ju nuk keni autorizimin e duhur...');
    expect(fetchOffer).toHaveBeenCalledWith(41);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Provo përsëri' })).not.toBeInTheDocument();
    expect(fetchMarketProducts).not.toHaveBeenCalled();
  });
});

describe('Kopjo', () => {
  it('opens a new offer with the name, places and priced products of the original, in their order, and empty dates', async () => {
    jest.mocked(fetchOffer).mockResolvedValue({
      offerId: 9,
      offerName: 'Fundjava',
      startDate: '2025-06-01',
      endDate: '2025-06-03',
      marketId: 2,
      marketName: 'Shqiponja',
      locations: [{ locationId: 2, locationName: 'Durrës' }],
      storeLocations: [],
      products: [
        { productId: 5, productName: 'Kos', productUnit: '1 L', oldPrice: 150, newPrice: 130, discountPercentage: 13 },
        { productId: 1, productName: 'Qumësht i freskët', productUnit: '1 L', oldPrice: 140, newPrice: 99.9, discountPercentage: 29 },
      ],
    });
    renderRoute(<OfferCreatePage />, { path: '/admin/add-user-offer', route: '/admin/add-user-offer?copy=9' });

    expect(await screen.findByRole('textbox', { name: /Emri i ofertës/ })).toHaveValue('Fundjava');
    expect(fetchOffer).toHaveBeenCalledWith(9);
    expect(screen.getByLabelText(/Data e fillimit/)).toHaveValue('');
    expect(screen.getByLabelText(/Data e përfundimit/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Durrës' })).toBeChecked();
    expect(screen.getAllByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' }).map((input) => (input as HTMLInputElement).value)).toEqual(['150.00', '140.00']);
    expect(screen.getAllByRole('spinbutton', { name: 'Çmimi i ri (ALL)' }).map((input) => (input as HTMLInputElement).value)).toEqual(['130.00', '99.90']);
    expect(screen.getByRole('button', { name: 'Krijo ofertën' })).toBeInTheDocument();
  });
});

describe('price sanity check', () => {
  const offer: OfferDetail = {
    offerId: 9,
    offerName: 'Fundjava',
    startDate: '2025-06-01',
    endDate: '2025-06-03',
    marketId: 2,
    marketName: 'Shqiponja',
    locations: [{ locationId: 1, locationName: 'Tiranë' }],
    storeLocations: [],
    // An accidental 650 → 95 where the product usually costs about 640.
    products: [{ productId: 1, productName: 'Qumësht i freskët', productUnit: '1 L', oldPrice: 650, newPrice: 95, discountPercentage: 85 }],
  };
  const renderEdit = () => renderRoute(<OfferEditPage />, { path: '/admin/edit-user-offer/:offerId', route: '/admin/edit-user-offer/9' });
  const save = (user: ReturnType<typeof renderRoute>['user']) => user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
  const doubt = 'Rreshti 1 (Qumësht i freskët): çmimi i ri 95.00 ALL është më pak se një e treta e çmimit të zakonshëm (640.00 ALL).';

  beforeEach(() => {
    jest.mocked(fetchOffer).mockResolvedValue(offer);
    jest.mocked(fetchKnownPrices).mockResolvedValue([{ productId: 1, median: 640, priceCount: 90 }]);
    jest.mocked(updateOffer).mockResolvedValue();
  });

  it('asks before saving an implausible price: going back saves nothing, saving anyway saves', async () => {
    const { user } = renderEdit();
    await screen.findByRole('checkbox', { name: 'Tiranë' });

    await save(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Çmime të pazakonta' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(doubt) as string);
    expect(fetchKnownPrices).toHaveBeenCalledWith([1]);
    await user.click(within(dialog).getByRole('button', { name: 'Kthehu te forma' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(updateOffer).not.toHaveBeenCalled();

    await save(user);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ruaj gjithsesi' }));
    expect(await screen.findByText('Oferta u përditësua me sukses!')).toBeInTheDocument();
    expect(updateOffer).toHaveBeenCalledTimes(1);
    expect(updateOffer).toHaveBeenCalledWith(9, expect.objectContaining({ products: [{ productId: 1, oldPrice: 650, newPrice: 95 }] }));
  });

  it('saves a plausible price without asking', async () => {
    jest.mocked(fetchKnownPrices).mockResolvedValue([{ productId: 1, median: 120, priceCount: 90 }]);
    jest.mocked(fetchOffer).mockResolvedValue({ ...offer, products: [{ ...offer.products[0]!, oldPrice: 130, newPrice: 95, discountPercentage: 27 }] });
    const { user } = renderEdit();
    await screen.findByRole('checkbox', { name: 'Tiranë' });
    await save(user);
    expect(await screen.findByText('Oferta u përditësua me sukses!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('still checks the discount when the known prices cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(fetchKnownPrices).mockRejectedValue(new ApiError({ status: 0, message: 'Failed to fetch' }));
    const { user } = renderEdit();
    await screen.findByRole('checkbox', { name: 'Tiranë' });
    await save(user);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(expect.stringContaining('Rreshti 1 (Qumësht i freskët): zbritja është 85%, mbi 70%.') as string);
    expect(updateOffer).not.toHaveBeenCalled();
  });
});
