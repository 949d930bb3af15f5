import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCategories, fetchProduct, type ExistingProduct, type Product } from '@ofertat/shared-api';
import {
  createMarketProduct,
  fetchExistingProducts,
  fetchMarketProducts,
  searchGlobalProducts,
  updateProduct,
} from '@ofertat/shared-api/admin';
import { renderRoute, signInAs } from '../../test/render';
import { ProductCreatePage, ProductEditPage, ProductListPage } from './product-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchCategories: jest.fn(),
  fetchProduct: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  createMarketProduct: jest.fn(),
  updateProduct: jest.fn(),
  fetchExistingProducts: jest.fn(),
  fetchMarketProducts: jest.fn(),
  searchGlobalProducts: jest.fn(),
}));

jest.setTimeout(20_000);

const photo = new File(['png'], 'qumesht.png', { type: 'image/png' });

beforeEach(() => {
  jest.resetAllMocks();
  signInAs();
  jest.mocked(fetchCategories).mockResolvedValue([
    { categoryId: 1, categoryName: 'Bulmetore', productCount: 3 },
    { categoryId: 2, categoryName: 'Pije', productCount: 1 },
  ]);
  jest.mocked(fetchExistingProducts).mockResolvedValue({ items: [] });
});

describe('market product form', () => {
  it('requires name, unit, category and image with the spec texts', async () => {
    const { user } = renderRoute(<ProductCreatePage />);
    await user.click(await screen.findByRole('button', { name: 'Shto produktin' }));
    for (const text of ['Emri i produktit kërkohet.', 'Njësia e produktit kërkohet.', 'Zgjidhni një kategori.', 'Zgjidhni një foto për produktin.']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(createMarketProduct).not.toHaveBeenCalled();
  });

  it('accepts image files only', async () => {
    renderRoute(<ProductCreatePage />);
    const picker = await screen.findByLabelText(/Foto e produktit/);
    expect(picker).toHaveAttribute('accept', expect.stringContaining('image/png'));
    // A user who switched the picker to "All files".
    await userEvent.setup({ applyAccept: false }).upload(picker, new File(['%PDF'], 'lista.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Foto e produktit duhet të jetë një imazh (JPG, PNG, WebP ose GIF).')).toBeInTheDocument();
  });

  it('shows the quantity read from the unit or the name as the admin types', async () => {
    const { user } = renderRoute(<ProductCreatePage />);
    await user.type(await screen.findByRole('textbox', { name: /Emri i produktit/ }), 'Vezë fshati 10 copë');
    expect(screen.getByRole('status')).toHaveTextContent('Sasia: 10 copë');
    await user.type(screen.getByRole('textbox', { name: /Njësia/ }), '2 × 500 g');
    expect(screen.getByRole('status')).toHaveTextContent('Sasia: 1 kg');
  });

  it('refuses half a quantity correction with the message of the missing field', async () => {
    const { user } = renderRoute(<ProductCreatePage />);
    await user.type(await screen.findByLabelText(/Sasia \(korrigjim\)/), '2');
    await user.click(screen.getByRole('button', { name: 'Shto produktin' }));
    expect(await screen.findByText('Njësia e sasisë duhet të jetë kg, l ose copë.')).toBeInTheDocument();
    expect(createMarketProduct).not.toHaveBeenCalled();
  });

  it('creates the product for the stored market', async () => {
    jest.mocked(createMarketProduct).mockResolvedValue();
    const { user } = renderRoute(<ProductCreatePage />);
    await user.type(await screen.findByRole('textbox', { name: /Emri i produktit/ }), 'Qumësht i freskët');
    await user.type(screen.getByRole('textbox', { name: /Njësia/ }), '1 L');
    await user.selectOptions(screen.getByRole('combobox', { name: /Kategoria/ }), 'Bulmetore');
    await user.type(screen.getByRole('spinbutton', { name: /Çmimi aktual/ }), '125.5');
    await user.upload(screen.getByLabelText(/Foto e produktit/), photo);
    await user.click(screen.getByRole('button', { name: 'Shto produktin' }));
    expect(await screen.findByText('Produkti u shtua me sukses!')).toBeInTheDocument();
    expect(createMarketProduct).toHaveBeenCalledWith(
      {
        productName: 'Qumësht i freskët',
        productUnit: '1 L',
        categoryId: '1',
        currentPrice: 125.5,
        quantityAmount: null,
        quantityUnit: null,
        barcode: null,
        productImage: photo,
        marketId: '2',
      },
      expect.any(Object),
    );
  });

  it("checks the barcode's check digit as the admin types and keeps an in-store code on the market's product", async () => {
    jest.mocked(createMarketProduct).mockResolvedValue();
    const { user } = renderRoute(<ProductCreatePage />);
    const barcode = await screen.findByRole('textbox', { name: /Barkodi/ });
    await user.type(barcode, '4006381333932');
    expect(await screen.findByText('Barkodi nuk është i vlefshëm.')).toBeInTheDocument();
    await user.clear(barcode);
    await user.type(barcode, '2012345678903');
    expect(screen.queryByText('Barkodi nuk është i vlefshëm.')).not.toBeInTheDocument();
    expect(screen.queryByText(/i brendshëm i dyqanit/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Emri i produktit/ }), 'Djathë me peshë');
    await user.type(screen.getByRole('textbox', { name: /Njësia/ }), 'kg');
    await user.selectOptions(screen.getByRole('combobox', { name: /Kategoria/ }), 'Bulmetore');
    await user.upload(screen.getByLabelText(/Foto e produktit/), photo);
    await user.click(screen.getByRole('button', { name: 'Shto produktin' }));
    await waitFor(() => expect(createMarketProduct).toHaveBeenCalledWith(expect.objectContaining({ barcode: '2012345678903' }), expect.any(Object)));
  });

  it('edits without a new image, keeping the current one', async () => {
    const product: Product = {
      productId: 4,
      productName: 'Kos',
      productUnit: '500 g',
      categoryId: 2,
      categoryName: 'Pije',
      productImage: '/uploads/kos.webp',
      productThumbnail: null,
      currentPrice: null,
      marketId: 2,
      quantity: { amount: 0.5, unit: 'kg' },
      barcode: null,
      linkedProductId: null,
    };
    jest.mocked(fetchProduct).mockResolvedValue(product);
    jest.mocked(updateProduct).mockResolvedValue();
    const { user } = renderRoute(<ProductEditPage />, { path: '/admin/edit-product/:productId', route: '/admin/edit-product/4' });
    expect(await screen.findByRole('textbox', { name: /Emri i produktit/ })).toHaveValue('Kos');
    expect(screen.getByLabelText(/Foto e produktit/)).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    await waitFor(() =>
      expect(updateProduct).toHaveBeenCalledWith(
        4,
        { productName: 'Kos', productUnit: '500 g', categoryId: '2', currentPrice: null, quantityAmount: null, quantityUnit: null, barcode: null, productImage: null },
        expect.any(Object),
      ),
    );
    expect(await screen.findByText('Produkti u përditësua me sukses!')).toBeInTheDocument();
  });
});

/** The global product a market admin is about to create again (IDENTITY.md §5). */
const lufra: ExistingProduct = {
  productId: 31,
  productName: 'Qumësht Lufra 1 l',
  productUnit: '1 l',
  marketId: null,
  marketName: null,
  barcode: '5300000000011',
  offerCount: 2,
  reason: 'name',
};

/** Fills a new product's required fields as the admin does, and saves. */
async function createAsTyped(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByRole('textbox', { name: /Emri i produktit/ }), 'Qumesht LUFRA 1 litër');
  await user.type(screen.getByRole('textbox', { name: /Njësia/ }), '1 litër');
  await user.selectOptions(screen.getByRole('combobox', { name: /Kategoria/ }), 'Bulmetore');
  await user.upload(screen.getByLabelText(/Foto e produktit/), photo);
  await user.click(screen.getByRole('button', { name: 'Shto produktin' }));
}

describe('a product that already exists', () => {
  beforeEach(() => {
    jest.mocked(fetchExistingProducts).mockResolvedValue({ items: [lufra] });
    jest.mocked(createMarketProduct).mockResolvedValue();
  });

  it('is offered before anything is created, and "Përdor këtë" saves the product linked to it', async () => {
    const { user } = renderRoute(<ProductCreatePage />);
    await createAsTyped(user);
    const offer = await screen.findByRole('region', { name: 'Ky produkt ekziston:' });
    expect(fetchExistingProducts).toHaveBeenCalledWith({ productName: 'Qumesht LUFRA 1 litër', productUnit: '1 litër', barcode: '' });
    expect(createMarketProduct).not.toHaveBeenCalled();
    const candidate = within(offer).getByRole('listitem');
    expect(candidate).toHaveTextContent('Qumësht Lufra 1 l · 1 l · Barkodi 5300000000011');

    await user.click(within(candidate).getByRole('button', { name: 'Përdor këtë' }));
    expect(await screen.findByText('Produkti u shtua me sukses!')).toBeInTheDocument();
    expect(createMarketProduct).toHaveBeenCalledTimes(1);
    expect(createMarketProduct).toHaveBeenCalledWith(
      expect.objectContaining({ productName: 'Qumesht LUFRA 1 litër', linkedProductId: 31, marketId: '2' }),
      expect.any(Object),
    );
  });

  it('is created as a new product when the admin says so, without asking again', async () => {
    const { user } = renderRoute(<ProductCreatePage />);
    await createAsTyped(user);
    await user.click(await screen.findByRole('button', { name: 'Jo, shtoje si produkt të ri' }));
    expect(await screen.findByText('Produkti u shtua me sukses!')).toBeInTheDocument();
    expect(fetchExistingProducts).toHaveBeenCalledTimes(1);
    expect(createMarketProduct).toHaveBeenCalledTimes(1);
    expect(jest.mocked(createMarketProduct).mock.calls[0]![0]).not.toHaveProperty('linkedProductId');
  });

  it('is saved at once when nothing like it exists', async () => {
    jest.mocked(fetchExistingProducts).mockResolvedValue({ items: [] });
    const { user } = renderRoute(<ProductCreatePage />);
    await createAsTyped(user);
    expect(await screen.findByText('Produkti u shtua me sukses!')).toBeInTheDocument();
    expect(screen.queryByText('Ky produkt ekziston:')).not.toBeInTheDocument();
  });
});

describe('the global product chooser', () => {
  const linked: Product = {
    productId: 4,
    productName: 'Qumesht LUFRA 1 litër',
    productUnit: '1 litër',
    categoryId: 1,
    categoryName: 'Bulmetore',
    productImage: '/uploads/lufra.webp',
    productThumbnail: null,
    currentPrice: null,
    marketId: 2,
    quantity: { amount: 1, unit: 'l' },
    barcode: null,
    linkedProductId: 31,
  };
  const global: Product = { ...linked, productId: 31, productName: 'Qumësht Lufra 1 l', productUnit: '1 l', marketId: null, linkedProductId: null };

  beforeEach(() => {
    jest.mocked(fetchProduct).mockImplementation((productId) => Promise.resolve(Number(productId) === 31 ? global : linked));
    jest.mocked(updateProduct).mockResolvedValue();
  });

  const editLinked = () => renderRoute(<ProductEditPage />, { path: '/admin/edit-product/:productId', route: '/admin/edit-product/4' });

  it('shows the global product a market product is linked to, and unlinks it', async () => {
    const { user } = editLinked();
    expect(await screen.findByText('Lidhur me: Qumësht Lufra 1 l (1 l)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hiq lidhjen' }));
    expect(screen.queryByText(/Lidhur me/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    await waitFor(() => expect(updateProduct).toHaveBeenCalledWith(4, expect.objectContaining({ linkedProductId: null }), expect.any(Object)));
    expect(fetchExistingProducts).not.toHaveBeenCalled();
  });

  it('searches the global products by the typed name and links the one chosen', async () => {
    jest.mocked(searchGlobalProducts).mockResolvedValue({
      items: [{ ...lufra, productId: 32, productName: 'Qumësht Lufra 1 l pa laktozë' }],
      total: 1,
      page: 1,
      pageSize: 8,
    });
    const { user } = editLinked();
    await screen.findByText('Lidhur me: Qumësht Lufra 1 l (1 l)');
    await user.type(screen.getByRole('combobox', { name: /Produkti global/ }), 'lufra pa');
    await user.click(await screen.findByRole('option', { name: 'Qumësht Lufra 1 l pa laktozë (1 l)' }));
    expect(searchGlobalProducts).toHaveBeenLastCalledWith({ q: 'lufra pa', pageSize: 8 });
    expect(screen.getByText('Lidhur me: Qumësht Lufra 1 l pa laktozë (1 l)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    await waitFor(() => expect(updateProduct).toHaveBeenCalledWith(4, expect.objectContaining({ linkedProductId: 32 }), expect.any(Object)));
  });

  it('leaves the link to the server when the admin does not touch it', async () => {
    const { user } = editLinked();
    await screen.findByText('Lidhur me: Qumësht Lufra 1 l (1 l)');
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    await waitFor(() => expect(updateProduct).toHaveBeenCalledTimes(1));
    expect(jest.mocked(updateProduct).mock.calls[0]![1]).not.toHaveProperty('linkedProductId');
  });
});

describe('the product list', () => {
  it('names the global product each linked product is', async () => {
    const own: Product = {
      productId: 4,
      productName: 'Qumesht LUFRA 1 litër',
      productUnit: '1 litër',
      categoryId: 1,
      categoryName: 'Bulmetore',
      productImage: null,
      productThumbnail: null,
      currentPrice: null,
      marketId: 2,
      quantity: { amount: 1, unit: 'l' },
      barcode: null,
      linkedProductId: 31,
    };
    jest.mocked(fetchMarketProducts).mockResolvedValue([
      own,
      { ...own, productId: 5, productName: 'Kos shtëpie', linkedProductId: null },
      { ...own, productId: 31, productName: 'Qumësht Lufra 1 l', productUnit: '1 l', marketId: null, linkedProductId: null },
    ]);
    renderRoute(<ProductListPage />);
    expect(within(await screen.findByRole('article', { name: 'Qumesht LUFRA 1 litër' })).getByText('Lidhur me: Qumësht Lufra 1 l')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Kos shtëpie' })).queryByText(/Lidhur me/)).not.toBeInTheDocument();
  });
});
