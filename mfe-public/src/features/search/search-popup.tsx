import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { messages } from '@ofertat/shared-api';
import { AutocompleteField, Button, getTheme, MessageBanner, Modal, Spinner, type AutocompleteOption, useResource } from '@ofertat/shared-ui';
import { groupOffersByProduct, GroupedOfferList } from '../../components/offers';
import { CategoryGrid } from './category-grid';
import { loadSearchReferenceData } from './reference-data';
import { useSearch, type ChoiceField } from './use-search';

/** Products per page of results inside the popup. */
const RESULTS_PAGE_SIZE = 8;

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

const fields: { field: ChoiceField; label: string; placeholder: string; optionsKey: 'products' | 'locations' | 'markets' }[] = [
  { field: 'product', label: 'Produkti', placeholder: 'p.sh. qumësht', optionsKey: 'products' },
  { field: 'location', label: 'Qyteti', placeholder: 'p.sh. Korçë', optionsKey: 'locations' },
  { field: 'market', label: 'Marketi', placeholder: 'p.sh. Shqiponja', optionsKey: 'markets' },
];

const noOptions: AutocompleteOption[] = [];

export interface SearchPopupProps {
  onClose: () => void;
}

/** The Kërko popup of spec section 2: product, city and market type-ahead, categories, Kërko, Pastro and the results. */
export default function SearchPopup({ onClose }: SearchPopupProps) {
  const formId = useId();
  const reference = useResource(loadSearchReferenceData, []);
  const { form, outcome, type, choose, toggleCategory, submit, clear } = useSearch();
  const foundCount = useMemo(() => (outcome.status === 'done' ? groupOffersByProduct(outcome.results).length : null), [outcome]);
  const data = reference.status === 'success' ? reference.data : null;

  return (
    <Modal
      open
      onClose={onClose}
      title="Kërko ofertat"
      size="lg"
      footer={
        <FooterRow>
          <Found role="status">{foundCount !== null && messages.search.found(foundCount)}</Found>
          <Actions>
            <Button variant="secondary" onClick={clear}>
              {messages.search.clearButton}
            </Button>
            <Button type="submit" form={formId} loading={outcome.status === 'searching'}>
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
          submit();
        }}
      >
        {reference.status === 'error' && <MessageBanner tone="error">{messages.search.initialDataFailure}</MessageBanner>}
        <Fields>
          {fields.map(({ field, label, placeholder, optionsKey }) => (
            <AutocompleteField
              key={field}
              label={label}
              placeholder={placeholder}
              value={form[field].text}
              onChange={(text) => type(field, text)}
              options={data?.[optionsKey] ?? noOptions}
              onSelect={(option) => choose(field, Number(option.value), option.label)}
            />
          ))}
        </Fields>
        <Fieldset>
          <legend>Kategoritë</legend>
          {reference.status === 'loading' && <Spinner label="Duke u ngarkuar kategoritë..." />}
          {data && <CategoryGrid categories={data.categories} selectedId={form.categoryId} onToggle={toggleCategory} />}
        </Fieldset>
        {outcome.status === 'error' && <MessageBanner tone="error">{outcome.message}</MessageBanner>}
      </Form>
      {outcome.status === 'done' && outcome.results.length > 0 && (
        <Results>
          <GroupedOfferList offers={outcome.results} pageSize={RESULTS_PAGE_SIZE} />
        </Results>
      )}
    </Modal>
  );
}
