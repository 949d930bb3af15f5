import styled from 'styled-components';
import { getTheme } from '../../theme';
import type { PriceTextProps } from './types';

export const Price = styled.span<{ $variant: NonNullable<PriceTextProps['variant']> }>`
  ${(p) => {
    const t = getTheme(p);
    switch (p.$variant) {
      case 'old':
        return `color: ${t.colors.textMuted}; text-decoration: line-through;`;
      case 'offer':
        return `color: ${t.colors.discount}; font-weight: ${t.fontWeights.bold};`;
      case 'regular':
        return '';
    }
  }}
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
