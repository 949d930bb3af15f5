import { screen, within } from '@testing-library/react';
import { fetchCategories, fetchProduct } from '@ofertat/shared-api';
import { createGlobalProduct, fetchProducts, updateProduct } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { imageFile, networkError, product, serverError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { ProductCreatePage, ProductEditPage, ProductListPage } from './product-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchCategories: jest.fn(),
  fetchProduct: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  createGlobalProduct: jest.fn(),
  fetchProducts: jest.fn(),
  updateProduct: jest.fn(),
}));

const editRoute = { path: '/super-admin/edit-product/:productId', route: '/super-admin/edit-product/7' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchCategories).mockResolvedValue([
    { categoryId: 1, categoryName: 'Pije', productCount: 0 },
    { categoryId: 2, categoryName: 'Bulmetore', productCount: 0 },
  ]);
  jest.mocked(fetchProduct).mockResolvedValue(product());
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('ProductListPage', () => {
  it('shows the global products with image, unit, category and current price', async () => {
    jest.mocked(fetchProducts).mockResolvedValue([product(), product({ productId: 8, productName: 'Buka e marketit', marketId: 3 })]);
    renderRoute(<ProductListPage />);
    const card = await screen.findByRole('article', { name: 'Qumësht i freskët' });
    for (const text of ['1 L', 'Bulmetore', '150.00 ALL']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/qumesht-thumb.webp');
    expect(within(card).getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/super-admin/edit-product/7');
    expect(screen.queryByRole('article', { name: 'Buka e marketit' })).not.toBeInTheDocument();
  });
});

describe('product forms', () => {
  it('adds a global product without client validation and shows the server message', async () => {
    jest.mocked(createGlobalProduct).mockRejectedValue(serverError(400, 'Emri i produktit kërkohet.'));
    const { user } = renderRoute(<ProductCreatePage />);
    await user.click(await screen.findByRole('button', { name: 'Shto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Emri i produktit kërkohet.');
    expect(createGlobalProduct).toHaveBeenCalled();
  });

  it('sends the fields with numbers and the image', async () => {
    jest.mocked(createGlobalProduct).mockResolvedValue(undefined);
    const image = imageFile('buke.png');
    const { user } = renderRoute(<ProductCreatePage />);
    await user.type(await screen.findByLabelText(/Emri i produktit/), 'Bukë');
    await user.type(screen.getByRole('textbox', { name: /Njësia/ }), '500 g');
    await user.selectOptions(screen.getByLabelText(/Kategoria/), 'Pije');
    await user.type(screen.getByLabelText(/Çmimi aktual/), '80');
    await user.upload(screen.getByLabelText(/Foto e produktit/), image);
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    expect(await screen.findByText('Produkti u shtua me sukses!')).toBeInTheDocument();
    expect(createGlobalProduct).toHaveBeenCalledWith(
      { productName: 'Bukë', productUnit: '500 g', categoryId: '1', currentPrice: 80, quantityAmount: null, quantityUnit: null, barcode: null, productImage: image },
      expect.any(Object),
    );
  }, 20_000);

  it('edits a product and shows success', async () => {
    jest.mocked(updateProduct).mockResolvedValue(undefined);
    const { user } = renderRoute(<ProductEditPage />, editRoute);
    const price = await screen.findByLabelText(/Çmimi aktual/);
    expect(price).toHaveValue(150);
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Produkti u përditësua me sukses!')).toBeInTheDocument();
    expect(updateProduct).toHaveBeenCalledWith(
      7,
      { productName: 'Qumësht i freskët', productUnit: '1 L', categoryId: '2', currentPrice: null, quantityAmount: null, quantityUnit: null, barcode: null, productImage: null },
      expect.any(Object),
    );
  });

  it('shows the quantity it reads as the admin types, and sends a correction', async () => {
    jest.mocked(createGlobalProduct).mockResolvedValue(undefined);
    const { user } = renderRoute(<ProductCreatePage />);
    await user.type(await screen.findByLabelText(/Emri i produktit/), 'Ujë Tepelena');
    expect(screen.getByRole('status')).toHaveTextContent('Sasia: nuk lexohet (pa çmim për njësi)');
    await user.type(screen.getByRole('textbox', { name: /Njësia/ }), '6x1.5L');
    expect(screen.getByRole('status')).toHaveTextContent('Sasia: 9 l');
    await user.type(screen.getByLabelText(/Sasia \(korrigjim\)/), '8');
    await user.selectOptions(screen.getByLabelText(/Njësia e sasisë/), 'l');
    expect(screen.getByRole('status')).toHaveTextContent('Sasia: 8 l');
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    expect(await screen.findByText('Produkti u shtua me sukses!')).toBeInTheDocument();
    expect(createGlobalProduct).toHaveBeenCalledWith(expect.objectContaining({ productUnit: '6x1.5L', quantityAmount: 8, quantityUnit: 'l' }), expect.any(Object));
  }, 20_000);

  it('checks the barcode as the admin types, refuses an in-store code on a global product, and shows the server\'s 409', async () => {
    const taken = messages.products.barcodeTaken('Coca-Cola 330 ml');
    jest.mocked(createGlobalProduct).mockRejectedValue(serverError(409, taken));
    const { user } = renderRoute(<ProductCreatePage />);
    const barcode = await screen.findByRole('textbox', { name: /Barkodi/ });
    // A wrong check digit shows once the 13 digits are typed, before the field is left.
    await user.type(barcode, '5449000000997');
    expect(barcode).toHaveFocus();
    expect(await screen.findByText('Barkodi nuk është i vlefshëm.')).toBeInTheDocument();
    await user.clear(barcode);
    await user.type(barcode, '2012345678903');
    expect(await screen.findByText('Ky barkod është i brendshëm i dyqanit dhe nuk identifikon produktin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    expect(createGlobalProduct).not.toHaveBeenCalled();

    await user.clear(barcode);
    await user.type(barcode, '5449 0000 00996');
    expect(screen.queryByText('Barkodi nuk është i vlefshëm.')).not.toBeInTheDocument();
    expect(screen.queryByText(/i brendshëm i dyqanit/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(createGlobalProduct).toHaveBeenCalledWith(expect.objectContaining({ barcode: '5449 0000 00996' }), expect.any(Object));
  }, 20_000);

  it('shows a short wrong barcode when the field is left, and an edited product\'s barcode', async () => {
    jest.mocked(fetchProduct).mockResolvedValue(product({ barcode: '5449000000996' }));
    const { user } = renderRoute(<ProductEditPage />, editRoute);
    const barcode = await screen.findByRole('textbox', { name: /Barkodi/ });
    expect(barcode).toHaveValue('5449000000996');
    await user.clear(barcode);
    await user.type(barcode, '54490971');
    expect(screen.queryByText('Barkodi nuk është i vlefshëm.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Barkodi nuk është i vlefshëm.')).toBeInTheDocument();
  });

  it('edits a product and shows failure', async () => {
    jest.mocked(updateProduct).mockRejectedValue(networkError());
    const { user } = renderRoute(<ProductEditPage />, editRoute);
    await user.click(await screen.findByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diçka shkoi keq. Provoni përsëri.');
  });
});
