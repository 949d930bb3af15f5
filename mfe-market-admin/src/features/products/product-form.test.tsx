import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMarketProduct, fetchCategories, fetchProduct, updateProduct, type Product } from '@ofertat/shared-api';
import { renderRoute, signInAs } from '../../test/render';
import { ProductCreatePage, ProductEditPage } from './product-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchCategories: jest.fn(),
  fetchProduct: jest.fn(),
  createMarketProduct: jest.fn(),
  updateProduct: jest.fn(),
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
