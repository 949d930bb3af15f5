import { ALL_CITIES, emptySearchState, parseSearchParams, searchHref, serializeSearchState, toProductGroupQuery } from './search-url';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search address', () => {
  it('reads every filter and writes them back in one order', () => {
    const state = parse('sort=price&market=3&city=2&category=5&q=qumesht');
    expect(state).toEqual({ q: 'qumesht', categoryId: 5, city: 2, marketId: 3, sort: 'price' });
    expect(serializeSearchState(state).toString()).toBe('q=qumesht&category=5&city=2&market=3&sort=price');
    expect(parse(serializeSearchState(state).toString())).toEqual(state);
  });

  it('leaves out what is not set, and links to /search', () => {
    expect(serializeSearchState(emptySearchState).toString()).toBe('');
    expect(searchHref(emptySearchState)).toBe('/search');
    expect(searchHref({ ...emptySearchState, q: '  djathë i bardhë ' })).toBe('/search?q=djath%C3%AB+i+bardh%C3%AB');
  });

  it('drops anything unexpected instead of failing', () => {
    expect(parse('q=%20%20&category=abc&city=-1&market=1.5&sort=cheap')).toEqual(emptySearchState);
    expect(parse('category=0&market=99999999999').categoryId).toBeNull();
    expect(parse('market=99999999999').marketId).toBeNull();
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('keeps "all" as the whole of Albania, apart from no city at all', () => {
    expect(parse('city=all').city).toBe(ALL_CITIES);
    expect(parse('').city).toBeNull();
  });
});

describe('search query', () => {
  it('scopes to my city only when the address names no city', () => {
    expect(toProductGroupQuery(emptySearchState, 7).locationId).toBe(7);
    expect(toProductGroupQuery({ ...emptySearchState, city: 2 }, 7).locationId).toBe(2);
    expect(toProductGroupQuery({ ...emptySearchState, city: ALL_CITIES }, 7).locationId).toBeUndefined();
    expect(toProductGroupQuery(emptySearchState, null).locationId).toBeUndefined();
  });

  it('asks for relevance only with words to rank', () => {
    expect(toProductGroupQuery({ ...emptySearchState, sort: 'relevance' }, null).sort).toBeUndefined();
    expect(toProductGroupQuery({ ...emptySearchState, q: 'kafe', sort: 'relevance' }, null)).toEqual({
      q: 'kafe',
      categoryId: undefined,
      locationId: undefined,
      marketId: undefined,
      sort: 'relevance',
    });
    expect(toProductGroupQuery({ ...emptySearchState, sort: 'unitPrice' }, null).sort).toBe('unitPrice');
  });
});
