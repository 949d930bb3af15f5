import { useCallback, useEffect, useRef, useState } from 'react';
import { messages, SEARCH_DEBOUNCE_MS } from '@ofertat/shared-api';

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
  /** A new object for every search, even with the same criteria: each asks the server again. */
  | { status: 'submitted'; criteria: SearchForm }
  | { status: 'error'; message: string };

const emptyChoice: Choice = { text: '', id: null };
export const emptySearchForm: SearchForm = { product: emptyChoice, location: emptyChoice, market: emptyChoice, categoryId: null };

export function hasCriterion(form: SearchForm): boolean {
  return form.product.id !== null || form.location.id !== null || form.market.id !== null || form.categoryId !== null;
}

/**
 * The search popup's state (spec section 4): choosing a product, city, market or category searches
 * SEARCH_DEBOUNCE_MS later (a quick second choice replaces the first); Kërko searches at once and asks for a
 * criterion when there is none; Pastro clears fields, results and messages. The outcome names what to search
 * for; the popup asks the server (searchProductGroups), which keeps only the latest answer.
 */
export function useSearch() {
  const [form, setForm] = useState<SearchForm>(emptySearchForm);
  const [outcome, setOutcome] = useState<SearchOutcome>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = useCallback((criteria: SearchForm) => {
    clearTimeout(timer.current);
    setOutcome(hasCriterion(criteria) ? { status: 'submitted', criteria } : { status: 'error', message: messages.search.criterionRequired });
  }, []);

  // Removing the last criterion by a choice (e.g. un-selecting the category) clears the results quietly
  // instead of scolding the visitor with the no-criterion message they did not ask for.
  const schedule = useCallback(
    (next: SearchForm) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (hasCriterion(next)) run(next);
        else setOutcome({ status: 'idle' });
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

  const submit = useCallback(() => run(form), [run, form]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setForm(emptySearchForm);
    setOutcome({ status: 'idle' });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { form, outcome, type, choose, toggleCategory, submit, clear };
}
