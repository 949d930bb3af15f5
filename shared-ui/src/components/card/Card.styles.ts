import styled from 'styled-components';
import { getTheme } from '../../theme';
import type { CardPadding } from './types';

const paddingUnits: Record<CardPadding, number> = { none: 0, sm: 3, md: 4 };

export const StyledCard = styled.div<{ $padding: CardPadding }>`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      flex-direction: column;
      flex: 1 1 auto;
      min-width: 0;
      padding: ${t.spacing(paddingUnits[p.$padding])};
      background: ${t.colors.surface};
      border: 1px solid ${t.colors.divider};
      border-radius: ${t.radii.lg};
      box-shadow: ${t.shadows.sm};
      overflow: hidden;
    `;
  }}
`;
