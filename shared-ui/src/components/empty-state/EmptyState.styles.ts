import styled from 'styled-components';
import { getTheme } from '../../theme';

/** Shared by EmptyState, ErrorState and NotFoundPage. */
export const StateRoot = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: ${t.spacing(3)};
      padding: ${t.spacing(8)} ${t.spacing(4)};
      text-align: center;
      color: ${t.colors.textMuted};
    `;
  }}
`;

export const StateTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.xl};
  color: ${(p) => getTheme(p).colors.text};
`;

export const StateMessage = styled.p`
  margin: 0;
  max-width: 40rem;
`;
