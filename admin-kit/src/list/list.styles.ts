import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

export const ToolbarRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

export const SearchBox = styled.div`
  flex: 1 1 16rem;
  max-width: 28rem;
`;

export const CountText = styled.p`
  margin: 0;
  color: ${(p) => getTheme(p).colors.textMuted};
`;

export const PaginationNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${(p) => getTheme(p).spacing(3)};
`;
