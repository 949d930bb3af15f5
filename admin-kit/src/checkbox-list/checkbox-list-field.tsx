import { useId, useState } from 'react';
import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';
import { CheckboxField, matchesSearchText, TextField } from '@ofertat/shared-ui/forms';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(2)};
  min-width: 0;
  margin: 0;
  padding: ${(p) => getTheme(p).spacing(3)};
  border: 1px solid ${(p) => getTheme(p).colors.divider};
  border-radius: ${(p) => getTheme(p).radii.md};
`;

const Legend = styled.legend`
  padding: 0 ${(p) => getTheme(p).spacing(1)};
  font-weight: ${(p) => getTheme(p).fontWeights.semibold};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  column-gap: ${(p) => getTheme(p).spacing(3)};
  max-height: 18rem;
  overflow-y: auto;
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => getTheme(p).colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => getTheme(p).colors.danger};
`;

export interface CheckboxListOption {
  /** Id handed back in `selected`. */
  value: number;
  /** Text shown and matched by the filter. */
  label: string;
}

export interface CheckboxListFieldProps {
  /** Names the group, e.g. 'Qytetet'. */
  legend: string;
  /** Every choice, in display order. */
  options: readonly CheckboxListOption[];
  /** The chosen values. */
  selected: readonly number[];
  /** Called with the new list of chosen values. */
  onChange: (selected: number[]) => void;
  /** Label of the name filter, e.g. 'Filtro qytetet'. */
  filterLabel: string;
  /** Shown when there is nothing to choose. */
  emptyText?: string;
  /** Error of the group. */
  error?: string | null;
}

/** Checkboxes with a name filter; filtering hides choices but keeps them chosen. */
export function CheckboxListField({ legend, options, selected, onChange, filterLabel, emptyText, error }: CheckboxListFieldProps) {
  const [filter, setFilter] = useState('');
  const errorId = useId();
  const visible = filter.trim() === '' ? options : options.filter((option) => matchesSearchText(option.label, filter));
  const toggle = (value: number, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((chosen) => chosen !== value));

  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      {options.length === 0 ? (
        <Muted>{emptyText ?? 'Nuk ka asgjë për të zgjedhur.'}</Muted>
      ) : (
        <>
          <TextField type="search" label={filterLabel} value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
          <Muted aria-live="polite">
            {selected.length} të zgjedhura nga {options.length}
          </Muted>
          <Options>
            {visible.map((option) => (
              <CheckboxField
                key={option.value}
                label={option.label}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            ))}
          </Options>
          {visible.length === 0 && <Muted>Asnjë përputhje.</Muted>}
        </>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
