import { useEffect, useId, useMemo, useRef, type Ref } from 'react';
import styled from 'styled-components';
import { fetchCategories, messages } from '@ofertat/shared-api';
import { Button, getTheme, MessageBanner, Spinner, useNavigate, useResource } from '@ofertat/shared-ui';
import { Modal } from '@ofertat/shared-ui/modal';
import { AutocompleteField } from '@ofertat/shared-ui/forms';
import {
  GroupedOfferList,
  useProductGroupPages,
  type LoadGroupPage,
  type OfferGroupScope,
} from '../../components/offers';
import { searchHref } from '../../lib/search-url';
import { CategoryGrid } from './category-grid';
import { searchProductGroups } from './search-results';
import { useSearch, type ChoiceField, type SearchForm } from './use-search';
import { useSuggestions, type SuggestionKind } from './use-suggestions';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(4)};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${(p) => getTheme(p).spacing(3)};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${(p) => getTheme(p).spacing(2)};
    padding: 0;
    font-weight: ${(p) => getTheme(p).fontWeights.semibold};
  }
`;

const Results = styled.div`
  margin-top: ${(p) => getTheme(p).spacing(5)};
`;

const FooterRow = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => getTheme(p).spacing(2)};
`;

const Found = styled.p`
  margin: 0;
  font-weight: ${(p) => getTheme(p).fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin-left: auto;
`;

const fields: { field: ChoiceField; label: string; placeholder: string; kind: SuggestionKind }[] = [
  { field: 'product', label: 'Produkti', placeholder: 'p.sh. qumësht', kind: 'products' },
  { field: 'location', label: 'Qyteti', placeholder: 'p.sh. Korçë', kind: 'locations' },
  { field: 'market', label: 'Marketi', placeholder: 'p.sh. Shqiponja', kind: 'markets' },
];

interface SuggestedFieldProps {
  field: ChoiceField;
  label: string;
  placeholder: string;
  kind: SuggestionKind;
  form: SearchForm;
  type: (field: ChoiceField, text: string) => void;
  choose: (field: ChoiceField, id: number, label: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** One type-ahead field of the popup, suggesting what the server suggests for its text. */
function SuggestedField({ field, label, placeholder, kind, form, type, choose, inputRef }: SuggestedFieldProps) {
  const options = useSuggestions(kind, form[field]);
  return (
    <AutocompleteField
      label={label}
      placeholder={placeholder}
      value={form[field].text}
      onChange={(text) => type(field, text)}
      options={options}
      prefiltered
      onSelect={(option) => choose(field, Number(option.value), option.label)}
      inputRef={inputRef}
    />
  );
}

export interface SearchPopupProps {
  onClose: () => void;
}

/**
 * The Kërko popup of spec section 2: product, city and market type-ahead, categories with their counts, Kërko,
 * Pastro and the results, paged by the server. It opens with the product field focused, Back closes it, and
 * results scroll into view when they arrive (on a phone they would otherwise sit below the category grid).
 * Kërko (or Enter) with product text that names no suggestion searches that text on /search, with the city,
 * market and category chosen here.
 */
export default function SearchPopup({ onClose }: SearchPopupProps) {
  const formId = useId();
  const productInput = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const categories = useResource(fetchCategories, []);
  const { form, outcome, type, choose, toggleCategory, submit, clear } = useSearch();
  const navigate = useNavigate();
  const load = useMemo<LoadGroupPage | null>(
    () => (outcome.status === 'submitted' ? (page) => searchProductGroups(outcome.criteria, page) : null),
    [outcome],
  );
  const { state: results, showMore } = useProductGroupPages(load);
  // The '+N' popup lists a product's offers inside the city and market searched for, as the counts were made.
  const scope = useMemo<OfferGroupScope | undefined>(
    () =>
      outcome.status === 'submitted'
        ? { locationId: outcome.criteria.location.id ?? undefined, marketId: outcome.criteria.market.id ?? undefined }
        : undefined,
    [outcome],
  );
  const firstPage = results.status === 'ready' && results.page === 1 ? results : null;

  useEffect(() => {
    if (firstPage && firstPage.groups.length > 0) resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [firstPage]);

  const failure = outcome.status === 'error' ? outcome.message : results.status === 'error' ? messages.search.failure : null;

  return (
    <Modal
      open
      onClose={onClose}
      title="Kërko ofertat"
      size="lg"
      initialFocusRef={productInput}
      closeOnBack
      footer={
        <FooterRow>
          <Found role="status">{results.status === 'ready' && messages.search.found(results.total)}</Found>
          <Actions>
            <Button variant="secondary" onClick={clear}>
              {messages.search.clearButton}
            </Button>
            <Button type="submit" form={formId} loading={results.status === 'loading'}>
              {messages.search.searchButton}
            </Button>
          </Actions>
        </FooterRow>
      }
    >
      <Form
        id={formId}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const text = form.product.text.trim();
          if (form.product.id !== null || text === '') {
            submit();
            return;
          }
          const href = searchHref({ q: text, categoryId: form.categoryId, city: form.location.id, marketId: form.market.id, sort: null });
          // Replaces the history entry the open popup added (closeOnBack), so closing it does not step back over
          // the search page, and Back from there returns to the page the popup was opened on.
          navigate(href, { replace: true });
          onClose();
        }}
      >
        {categories.status === 'error' && <MessageBanner tone="error">{messages.search.initialDataFailure}</MessageBanner>}
        <Fields>
          {fields.map((props) => (
            <SuggestedField
              key={props.field}
              {...props}
              form={form}
              type={type}
              choose={choose}
              inputRef={props.field === 'product' ? productInput : undefined}
            />
          ))}
        </Fields>
        <Fieldset>
          <legend>Kategoritë</legend>
          {categories.status === 'loading' && <Spinner label="Duke u ngarkuar kategoritë..." />}
          {categories.status === 'success' && <CategoryGrid categories={categories.data} selectedId={form.categoryId} onToggle={toggleCategory} />}
        </Fieldset>
        {failure && <MessageBanner tone="error">{failure}</MessageBanner>}
      </Form>
      {results.status === 'ready' && results.groups.length > 0 && (
        <Results ref={resultsRef}>
          <GroupedOfferList
            groups={results.groups}
            more={results.more}
            loadingMore={results.loadingMore}
            onShowMore={showMore}
            scope={scope}
          />
        </Results>
      )}
    </Modal>
  );
}
