import { useEffect, useState } from 'react';
import { fetchSuggestions, SEARCH_DEBOUNCE_MS, type Suggestions } from '@ofertat/shared-api';
import type { AutocompleteOption } from '@ofertat/shared-ui/forms';
import type { Choice } from './use-search';

export type SuggestionKind = 'products' | 'locations' | 'markets';

/** Suggestions asked for at once: what the field's list shows. */
const SUGGESTION_LIMIT = 8;

const toOptions: Record<SuggestionKind, (answer: Suggestions) => AutocompleteOption[]> = {
  // Markets sell products of the same name: the unit tells them apart in the list.
  products: (answer) =>
    answer.products.map((product) => ({
      value: product.productId,
      label: product.productUnit ? `${product.productName} (${product.productUnit})` : product.productName,
    })),
  locations: (answer) => answer.locations.map((city) => ({ value: city.locationId, label: city.locationName })),
  markets: (answer) => answer.markets.map((market) => ({ value: market.marketId, label: market.marketName })),
};

/**
 * A type-ahead field's suggestions, from GET /api/search/suggest (ranked, accent-insensitive, typos tolerated)
 * SEARCH_DEBOUNCE_MS after the last keystroke, instead of every product, city and market downloaded up front.
 * None once a suggestion is chosen; a failure suggests nothing (the field still takes the text).
 */
export function useSuggestions(kind: SuggestionKind, choice: Choice): AutocompleteOption[] {
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  const text = choice.text.trim();
  const chosen = choice.id !== null;

  useEffect(() => {
    if (text === '' || chosen) {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      fetchSuggestions(text, SUGGESTION_LIMIT).then(
        (answer) => current && setOptions(toOptions[kind](answer)),
        () => current && setOptions([]),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, text, chosen]);

  return options;
}
