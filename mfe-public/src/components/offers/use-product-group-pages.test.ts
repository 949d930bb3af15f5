import { act, renderHook, waitFor } from '@testing-library/react';
import { pagesOf, productGroups } from '../../test/fixtures';
import { useProductGroupPages, type LoadGroupPage } from './use-product-group-pages';

const names = (state: ReturnType<typeof useProductGroupPages>['state']) =>
  state.status === 'ready' ? state.groups.map((group) => group.productName) : state.status;

describe('useProductGroupPages', () => {
  it('stays idle without a load', () => {
    const { result } = renderHook(() => useProductGroupPages(null));
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('loads the first page, appends the next ones, and knows when there are no more', async () => {
    const serve = pagesOf(productGroups(5));
    const load: LoadGroupPage = (page) => serve({ page, pageSize: 2 });
    const { result } = renderHook(() => useProductGroupPages(load));
    await waitFor(() => expect(names(result.current.state)).toEqual(['Produkt 1', 'Produkt 2']));
    act(() => result.current.showMore());
    await waitFor(() => expect(names(result.current.state)).toHaveLength(4));
    act(() => result.current.showMore());
    await waitFor(() => expect(names(result.current.state)).toHaveLength(5));
    expect(result.current.state).toMatchObject({ more: false, total: 5, page: 3 });
  });

  it('keeps a product once when it moved into the next page meanwhile', async () => {
    const all = productGroups(4);
    const load: LoadGroupPage = async (page) => ({ items: page === 1 ? all.slice(0, 2) : all.slice(1, 3), total: 4, pageSize: 2 });
    const { result } = renderHook(() => useProductGroupPages(load));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.showMore());
    await waitFor(() => expect(names(result.current.state)).toEqual(['Produkt 1', 'Produkt 2', 'Produkt 3']));
  });

  it('says which request failed, and a reload starts over', async () => {
    const serve = pagesOf(productGroups(5));
    const load = jest.fn<ReturnType<LoadGroupPage>, [number]>((page) => serve({ page, pageSize: 2 }));
    const { result } = renderHook(() => useProductGroupPages(load));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    load.mockRejectedValueOnce(new Error('down'));
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', during: 'more' }));
    load.mockRejectedValueOnce(new Error('down'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', during: 'reload' }));
    act(() => result.current.reload());
    await waitFor(() => expect(names(result.current.state)).toEqual(['Produkt 1', 'Produkt 2']));
    expect(load).toHaveBeenLastCalledWith(1);
  });
});
