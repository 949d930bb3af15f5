import { screen, within } from '@testing-library/react';
import { fetchCategories } from '@ofertat/shared-api';
import { createCategory, updateCategory } from '@ofertat/shared-api/admin';
import { networkError, serverError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { CategoryCreatePage, CategoryEditPage, CategoryListPage } from './category-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchCategories: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  createCategory: jest.fn(),
  updateCategory: jest.fn(),
}));

const editRoute = { path: '/super-admin/edit-category/:categoryId', route: '/super-admin/edit-category/2' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchCategories).mockResolvedValue([
    { categoryId: 1, categoryName: 'Pije', productCount: 12 },
    { categoryId: 2, categoryName: 'Bulmetore', productCount: 3 },
  ]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('CategoryListPage', () => {
  it('shows each category with its product count and an edit link', async () => {
    renderRoute(<CategoryListPage />);
    const card = await screen.findByRole('article', { name: 'Bulmetore' });
    expect(within(card).getByText('3 produkte në ofertë')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/super-admin/edit-category/2');
  });

  it('shows the spec load failure text', async () => {
    jest.mocked(fetchCategories).mockRejectedValue(networkError());
    renderRoute(<CategoryListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gabim gjatë marrjes së kategorive.');
  });
});

describe('category forms', () => {
  it('adds a category; no client validation, the server message is shown', async () => {
    jest.mocked(createCategory).mockRejectedValueOnce(serverError(400, 'Emri i kategorisë kërkohet.')).mockResolvedValueOnce(undefined);
    const { user } = renderRoute(<CategoryCreatePage />);
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Emri i kategorisë kërkohet.');
    await user.type(screen.getByLabelText('Emri i kategorisë'), 'Fruta');
    await user.click(screen.getByRole('button', { name: 'Shto' }));
    expect(await screen.findByText('Kategoria u shtua me sukses!')).toBeInTheDocument();
    expect(createCategory).toHaveBeenLastCalledWith({ categoryName: 'Fruta' });
  });

  it('renames a category', async () => {
    jest.mocked(updateCategory).mockResolvedValue(undefined);
    const { user } = renderRoute(<CategoryEditPage />, editRoute);
    const name = await screen.findByLabelText('Emri i kategorisë');
    expect(name).toHaveValue('Bulmetore');
    await user.clear(name);
    await user.type(name, 'Bulmet');
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Kategoria u përditësua me sukses!')).toBeInTheDocument();
    expect(updateCategory).toHaveBeenCalledWith(2, { categoryName: 'Bulmet' });
  });

  it('says an unknown category was not found', async () => {
    renderRoute(<CategoryEditPage />, { ...editRoute, route: '/super-admin/edit-category/77' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kategoria nuk u gjet.');
  });
});
