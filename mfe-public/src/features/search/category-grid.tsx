import styled from 'styled-components';
import type { CategoryWithCount } from '@ofertat/shared-api';
import { getTheme, VisuallyHidden } from '@ofertat/shared-ui';
import { PlainList } from '../../components/page';


const CategoryButton = styled.button`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      width: 100%;
      min-height: ${t.controlHeight.md};
      align-items: center;
      justify-content: space-between;
      gap: ${t.spacing(2)};
      padding: ${t.spacing(2)} ${t.spacing(3)};
      border: 1px solid ${t.colors.border};
      border-radius: ${t.radii.md};
      background: ${t.colors.surface};
      color: ${t.colors.text};
      font: inherit;
      text-align: left;
      cursor: pointer;
      &:hover { background: ${t.colors.primarySoft}; }
      &[aria-pressed='true'] { background: ${t.colors.primary}; border-color: ${t.colors.primary}; color: ${t.colors.onPrimary}; }
      &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
    `;
  }}
`;

const Count = styled.span`
  ${(p) => {
    const t = getTheme(p);
    return `
      min-width: 2em;
      padding: 0 ${t.spacing(1.5)};
      border-radius: ${t.radii.pill};
      background: ${t.colors.background};
      color: ${t.colors.text};
      font-size: ${t.fontSizes.sm};
      font-weight: ${t.fontWeights.semibold};
      text-align: center;
    `;
  }}
`;

export interface CategoryGridProps {
  categories: readonly CategoryWithCount[];
  selectedId: number | null;
  onToggle: (categoryId: number) => void;
}

/** The clickable categories with their product counts; a second click un-selects. */
export function CategoryGrid({ categories, selectedId, onToggle }: CategoryGridProps) {
  return (
    <PlainList $minItemWidth={140}>
      {categories.map((category) => (
        <li key={category.categoryId}>
          <CategoryButton type="button" aria-pressed={category.categoryId === selectedId} onClick={() => onToggle(category.categoryId)}>
            <span>{category.categoryName}</span>
            <Count>
              {category.productCount}
              <VisuallyHidden> produkte</VisuallyHidden>
            </Count>
          </CategoryButton>
        </li>
      ))}
    </PlainList>
  );
}
