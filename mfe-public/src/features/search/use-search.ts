import { useCallback, useEffect, useRef, useState } from 'react';
import { messages, SEARCH_DEBOUNCE_MS, searchOffers, type OfferCard } from '@ofertat/shared-api';

/** A type-ahead field: what is typed, and the id once a suggestion is chosen. */
export interface Choice {
  text: string;
  id: number | null;
}

export type ChoiceField = 'product' | 'location' | 'market';

export interface SearchForm {
  product: Choice;
  location: Choice;
  market: Choice;
  categoryId: number | null;
}

export type SearchOutcome =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: OfferCard[] }
  | { status: 'error'; message: string };

const emptyChoice: Choice = { text: '', id: null };
export const emptySearchForm: SearchForm = { product: emptyChoice, location: emptyChoice, market: emptyChoice, categoryId: null };

export function hasCriterion(form: SearchForm): boolean {
  return form.product.id !== null || form.location.id !== null || form.market.id !== null || form.categoryId !== null;
}

/**
 * The search popup's state (spec section 4): choosing a product, city, market or category searches
 * SEARCH_DEBOUNCE_MS later (a quick second choice replaces the first); Kërko searches at once and asks for a
 * criterion when there is none; Pastro clears fields, results and messages. Only the latest answer is shown.
 */
export function useSearch() {
  const [form, setForm] = useState<SearchForm>(emptySearchForm);
  const [outcome, setOutcome] = useState<SearchOutcome>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef(0);

  const run = useCallback(async (criteria: SearchForm) => {
    clearTimeout(timer.current);
    const current = ++request.current;
    if (!hasCriterion(criteria)) {
      setOutcome({ status: 'error', message: messages.search.criterionRequired });
      return;
    }
    setOutcome({ status: 'searching' });
    try {
      const results = await searchOffers({
        productId: criteria.product.id,
        categoryId: criteria.categoryId,
        locationId: criteria.location.id,
        marketId: criteria.market.id,
      });
      if (current === request.current) setOutcome({ status: 'done', results });
    } catch {
      if (current === request.current) setOutcome({ status: 'error', message: messages.search.failure });
    }
  }, []);

  // Removing the last criterion by a choice (e.g. un-selecting the category) clears the results quietly
  // instead of scolding the visitor with the no-criterion message they did not ask for.
  const schedule = useCallback(
    (next: SearchForm) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (hasCriterion(next)) void run(next);
        else {
          request.current += 1;
          setOutcome({ status: 'idle' });
        }
      }, SEARCH_DEBOUNCE_MS);
    },
    [run],
  );

  /** Typing drops an earlier choice: the text no longer names it. */
  const type = useCallback((field: ChoiceField, text: string) => {
    setForm((current) => ({ ...current, [field]: { text, id: null } }));
  }, []);

  const choose = useCallback(
    (field: ChoiceField, id: number, label: string) => {
      const next = { ...form, [field]: { text: label, id } };
      setForm(next);
      schedule(next);
    },
    [form, schedule],
  );

  const toggleCategory = useCallback(
    (categoryId: number) => {
      const next = { ...form, categoryId: form.categoryId === categoryId ? null : categoryId };
      setForm(next);
      schedule(next);
    },
    [form, schedule],
  );

  const submit = useCallback(() => void run(form), [run, form]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    request.current += 1;
    setForm(emptySearchForm);
    setOutcome({ status: 'idle' });
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current += 1;
    },
    [],
  );

  return { form, outcome, type, choose, toggleCategory, submit, clear };
}
