import styled from 'styled-components';
import { CloseIcon, getTheme } from '@ofertat/shared-ui';

/** One active filter: what it is, the choice made, and how to take it away. */
export interface FilterChip {
  key: string;
  label: string;
  value: string;
  onRemove: () => void;
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => getTheme(p).spacing(2)};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; max-width: 100%; }
`;

const Chip = styled.button`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: inline-flex;
      align-items: center;
      gap: ${t.spacing(1)};
      min-height: ${t.controlHeight.sm};
      max-width: 100%;
      padding: 0 ${t.spacing(2)} 0 ${t.spacing(3)};
      border: 1px solid ${t.colors.primary};
      border-radius: ${t.radii.pill};
      background: ${t.colors.primarySoft};
      color: ${t.colors.text};
      font: inherit;
      font-size: ${t.fontSizes.sm};
      cursor: pointer;
      span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      svg { flex: none; width: 16px; height: 16px; }
      &:hover { background: ${t.colors.surface}; }
    `;
  }}
`;

/** The active filters, each a chip whose tap takes it away. Nothing when none is active. */
export function FilterChips({ chips }: { chips: readonly FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <Chips aria-label="Filtrat e zgjedhur">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip type="button" aria-label={`Hiq filtrin ${chip.label}: ${chip.value}`} onClick={chip.onRemove}>
            <span>
              {chip.label}: {chip.value}
            </span>
            <CloseIcon aria-hidden="true" />
          </Chip>
        </li>
      ))}
    </Chips>
  );
}
