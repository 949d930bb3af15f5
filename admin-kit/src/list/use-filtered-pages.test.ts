import { act, renderHook } from '@testing-library/react';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import { useFilteredPages } from './use-filtered-pages';

const names = Array.from({ length: 250 }, (_, index) => (index % 50 === 0 ? `Qumësht ${index}` : `Produkt ${index}`));
const match = (name: string, query: string) => matchesSearchText(name, query);

describe('useFilteredPages', () => {
  it('pages a long list', () => {
    const { result } = renderHook(() => useFilteredPages(names, match, 100));
    expect(result.current).toMatchObject({ page: 1, pageCount: 3, matchCount: 250, totalCount: 250 });
    expect(result.current.pageItems).toHaveLength(100);
    act(() => result.current.setPage(3));
    expect(result.current.pageItems).toHaveLength(50);
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(3);
  });

  it('filters ignoring case and accents, back on the first page', () => {
    const { result } = renderHook(() => useFilteredPages(names, match, 100));
    act(() => result.current.setPage(2));
    act(() => result.current.setQuery('qumesht'));
    expect(result.current).toMatchObject({ page: 1, pageCount: 1, matchCount: 5 });
    expect(result.current.pageItems[0]).toBe('Qumësht 0');
  });

  it('moves to the new last page when the list shrinks under it', () => {
    const { result, rerender } = renderHook(({ items }) => useFilteredPages(items, match, 10), { initialProps: { items: names.slice(0, 21) } });
    act(() => result.current.setPage(3));
    rerender({ items: names.slice(0, 20) });
    expect(result.current.page).toBe(2);
  });
});
