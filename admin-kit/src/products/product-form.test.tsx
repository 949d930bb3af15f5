import { screen, waitFor, within } from '@testing-library/react';
import { type ExistingProduct } from '@ofertat/shared-api';
import { fetchExistingProducts } from '@ofertat/shared-api/admin';
import { renderRoute } from '../test/render';
import { emptyProductFormValues } from './product-fields';
import { ProductForm } from './product-form';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchExistingProducts: jest.fn(),
}));

const lufra: ExistingProduct = {
  productId: 31,
  productName: 'Qumësht Lufra 1 l',
  productUnit: '1 l',
  marketId: null,
  marketName: null,
  barcode: null,
  offerCount: 0,
  reason: 'name',
};

/** The super admin's new global product, as their create screen renders it. */
function renderGlobalForm(save: jest.Mock) {
  return renderRoute(
    <ProductForm
      initialValues={emptyProductFormValues}
      categories={[{ categoryId: 1, categoryName: 'Bulmetore' }]}
      global
      save={save}
      listHref="/super-admin/list-products"
      successMessage="Produkti u shtua me sukses!"
      failureMessage="Gabim"
      submitLabel="Shto"
    />,
    { route: '/super-admin/add-product' },
  );
}

describe("the super admin's global product form", () => {
  beforeEach(() => jest.mocked(fetchExistingProducts).mockResolvedValue({ items: [lufra] }));

  it('has no global product chooser: a global product links to nothing', () => {
    renderGlobalForm(jest.fn());
    expect(screen.queryByRole('combobox', { name: /Produkti global/ })).not.toBeInTheDocument();
  });

  it('offers the existing product, and "Përdor këtë" opens it without creating anything', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    const { user } = renderGlobalForm(save);
    await user.type(screen.getByRole('textbox', { name: /Emri i produktit/ }), 'Qumesht LUFRA 1 litër');
    await user.type(screen.getByRole('textbox', { name: /Njësia/ }), '1 litër');
    await user.click(screen.getByRole('button', { name: 'Shto' }));

    const offer = await screen.findByRole('region', { name: 'Ky produkt ekziston:' });
    expect(within(offer).getByRole('listitem')).toHaveTextContent('Qumësht Lufra 1 l · 1 l');
    const use = within(offer).getByRole('link', { name: 'Përdor këtë' });
    expect(use).toHaveAttribute('href', '/super-admin/edit-product/31');
    await user.click(use);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/super-admin/edit-product/31'));
    expect(save).not.toHaveBeenCalled();
  });

  it('creates the global product anyway when the admin says so', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    const { user } = renderGlobalForm(save);
    await user.type(screen.getByRole('textbox', { name: /Emri i produktit/ }), 'Qumesht LUFRA 1 litër');
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    await user.click(await screen.findByRole('button', { name: 'Jo, shtoje si produkt të ri' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).not.toHaveProperty('linkedProductId');
  });
});
