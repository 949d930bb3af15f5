import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fetchCategories, fetchCities, fetchMarkets, fetchProductGroups, messages, SKELETON_CARD_COUNT } from '@ofertat/shared-api';
import {
  Button,
  EmptyState,
  ErrorState,
  getTheme,
  SkeletonCardGrid,
  useResource,
  useSearchParams,
  type ResourceState,
} from '@ofertat/shared-ui';
import { SelectField, TextField, type SelectOption } from '@ofertat/shared-ui/forms';
import { GroupedOfferList, useProductGroupPages, type LoadGroupPage, type OfferGroupScope } from '../../components/offers';
import { Page, PageHeader, TWO_UP_FIRST_ROW } from '../../components/page';
import { ALL_ALBANIA, useMyCity } from '../../lib/my-city';
import { usePageTitle } from '../../lib/use-page-title';
import { ALL_CITIES, parseSearchParams, SEARCH_SORTS, serializeSearchState, toProductGroupQuery, type SearchSort, type SearchState } from '../../lib/search-url';
import { ScanBarcodeButton } from './barcode-scan/scan-barcode-button';
import { FilterChips, type FilterChip } from './filter-chips';

/** Products per page of results: the server's default, three rows of four on a desktop. */
const SEARCH_PAGE_SIZE = 12;

export const SEARCH_TITLE = 'Kërko ofertat';

const sortLabels: Record<SearchSort, string> = {
  relevance: 'Më të përshtatshmet',
  discount: 'Zbritja më e madhe',
  price: 'Çmimi më i ulët',
  unitPrice: 'Çmimi për njësi më i ulët',
  ending: 'Mbarojnë së shpejti',
};

const SearchRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${(p) => getTheme(p).spacing(2)};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

// On a phone the four filters would fill the first screen: they wait behind "Filtro", and the results come first.
// Wider screens have room for them beside each other, always shown (the button is then not needed). CSS decides,
// so the server's page is the same for both.
const FILTERS_SHOWN = 'md';

const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin-top: ${(p) => getTheme(p).spacing(3)};
  ${(p) => getTheme(p).media.up(FILTERS_SHOWN)} {
    margin-top: 0;
    .filter-toggle { display: none; }
  }
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${(p) => getTheme(p).spacing(3)};
  margin: ${(p) => getTheme(p).spacing(3)} 0;
  /* The grid's display would override the browser's own rule for [hidden]. */
  &[hidden] { display: none; }
  ${(p) => getTheme(p).media.up(FILTERS_SHOWN)} {
    margin: ${(p) => getTheme(p).spacing(4)} 0;
    &[hidden] { display: grid; }
  }
`;

const Found = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${(p) => getTheme(p).spacing(4)};
  font-weight: ${(p) => getTheme(p).fontWeights.semibold};
`;

/** A filter's choices once its list has loaded; until then (or if it fails) only the filter's 'all' choice. */
const optionsOf = <T,>(resource: ResourceState<T[]>, toOption: (item: T) => SelectOption): SelectOption[] =>
  resource.status === 'success' ? resource.data.map(toOption) : [];

const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** The name of the choice `id` in a filter's list, or the filter's own label while the list loads. */
const nameIn = (options: readonly SelectOption[], id: number | string, fallback: string) =>
  options.find((option) => String(option.value) === String(id))?.label ?? fallback;

/**
 * /search: free-text search over the comparison engine (typos tolerated by the server), with category, city,
 * market and order held in the address, so a search can be shared and Back and Forward step through it; on a phone
 * the filters wait behind "Filtro" and the active ones show as chips that take them away. Results are paged by the
 * server. Without a city in the address the search is scoped to my city, which is then written
 * into the address, so the link shows the same results on another phone.
 */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useMemo(() => parseSearchParams(searchParams), [searchParams]);
  const myCity = useMyCity();
  const myCityId = myCity?.locationId ?? null;
  usePageTitle(search.q ? `${SEARCH_TITLE}: ${search.q}` : SEARCH_TITLE);

  useEffect(() => {
    if (search.city === null && myCityId !== null) setSearchParams(serializeSearchState({ ...search, city: myCityId }), { replace: true });
  }, [search, myCityId, setSearchParams]);

  // Seeded: the server renders the search with its filters' choices and its first results, as the browser shows them.
  const categories = useResource(fetchCategories, [], { seed: 'categories' });
  const cities = useResource(fetchCities, [], { seed: 'cities' });
  const markets = useResource(fetchMarkets, [], { seed: 'markets' });

  // Held as plain values, so the same search (e.g. once my city is written into the address) is not asked twice.
  const { q, categoryId, locationId, marketId, sort } = toProductGroupQuery(search, myCityId);
  const load = useMemo<LoadGroupPage>(
    () => (page) => fetchProductGroups({ q, categoryId, locationId, marketId, sort, page, pageSize: SEARCH_PAGE_SIZE }),
    [q, categoryId, locationId, marketId, sort],
  );
  const { state, reload, showMore } = useProductGroupPages(load, `search:${JSON.stringify([q, categoryId, locationId, marketId, sort])}`);
  const scope = useMemo<OfferGroupScope>(() => ({ locationId, marketId }), [locationId, marketId]);

  // Every change is a new history entry: Back returns to the search before it.
  const go = (change: Partial<SearchState>) => setSearchParams(serializeSearchState({ ...search, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    go({ q: typeof text === 'string' ? text : '' });
  };

  const cityValue = search.city ?? myCityId ?? ALL_CITIES;
  const sorts = SEARCH_SORTS.filter((option) => search.q || option !== 'relevance');
  const categoryOptions = optionsOf(categories, (category) => ({ value: category.categoryId, label: category.categoryName }));
  const cityOptions = optionsOf(cities, (city) => ({ value: city.locationId, label: city.locationName }));
  const marketOptions = optionsOf(markets, (market) => ({ value: market.marketId, label: market.marketName }));

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // Each chip takes its key out of the address; the city falls back to my city, so without one it is all of Albania.
  const chips: FilterChip[] = [
    search.categoryId !== null && {
      key: 'category',
      label: 'Kategoria',
      value: nameIn(categoryOptions, search.categoryId, String(search.categoryId)),
      onRemove: () => go({ categoryId: null }),
    },
    cityValue !== ALL_CITIES && {
      key: 'city',
      label: 'Qyteti',
      value: nameIn(cityOptions, cityValue, myCity?.locationName ?? String(cityValue)),
      onRemove: () => go({ city: myCityId === null ? null : ALL_CITIES }),
    },
    search.marketId !== null && {
      key: 'market',
      label: 'Marketi',
      value: nameIn(marketOptions, search.marketId, String(search.marketId)),
      onRemove: () => go({ marketId: null }),
    },
    search.sort !== null && { key: 'sort', label: 'Rendit sipas', value: sortLabels[search.sort], onRemove: () => go({ sort: null }) },
  ].filter((chip): chip is FilterChip => chip !== false);

  return (
    <Page>
      <PageHeader title={SEARCH_TITLE} />
      {/* Keyed by the address's text, so Back and Forward put their own words back in the field. */}
      <SearchRow key={search.q} role="search" aria-label="Kërko produkte" onSubmit={submit}>
        <TextField type="search" name="q" label="Produkti" placeholder="p.sh. qumësht" defaultValue={search.q} enterKeyHint="search" />
        <Button type="submit">{messages.search.searchButton}</Button>
      </SearchRow>
      <FilterBar>
        <Button
          className="filter-toggle"
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filtro
        </Button>
        <ScanBarcodeButton />
        <FilterChips chips={chips} />
      </FilterBar>
      <Filters id={filtersId} role="group" aria-label="Filtrat" hidden={!filtersOpen}>
        <SelectField
          label="Kategoria"
          placeholder="Të gjitha kategoritë"
          value={search.categoryId ?? ''}
          options={categoryOptions}
          onChange={(event) => go({ categoryId: idOrNull(event.target.value) })}
        />
        <SelectField
          label="Qyteti"
          value={cityValue}
          options={[{ value: ALL_CITIES, label: ALL_ALBANIA }, ...cityOptions]}
          onChange={(event) => go({ city: event.target.value === ALL_CITIES ? ALL_CITIES : idOrNull(event.target.value) })}
        />
        <SelectField
          label="Marketi"
          placeholder="Të gjitha marketet"
          value={search.marketId ?? ''}
          options={marketOptions}
          onChange={(event) => go({ marketId: idOrNull(event.target.value) })}
        />
        <SelectField
          label="Rendit sipas"
          value={search.sort ?? (search.q ? 'relevance' : 'discount')}
          options={sorts.map((option) => ({ value: option, label: sortLabels[option] }))}
          onChange={(event) => go({ sort: event.target.value as SearchSort })}
        />
      </Filters>
      <Found role="status">{state.status === 'ready' && messages.search.found(state.total)}</Found>
      {state.status === 'loading' && <SkeletonCardGrid count={SKELETON_CARD_COUNT} label="Duke kërkuar..." />}
      {state.status === 'error' && <ErrorState message={messages.search.failure} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.groups.length === 0 ? (
          <EmptyState message={messages.offers.empty} />
        ) : (
          <GroupedOfferList
            groups={state.groups}
            more={state.more}
            loadingMore={state.loadingMore}
            onShowMore={showMore}
            scope={scope}
            headingLevel={2}
            // The first row of results is in a phone's first screen, under the search field and "Filtro".
            eagerImages={TWO_UP_FIRST_ROW}
          />
        ))}
    </Page>
  );
}
