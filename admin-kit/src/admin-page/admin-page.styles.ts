import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

export const PageRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(4)};
  max-width: ${(p) => getTheme(p).contentMaxWidth};
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.xl};
  overflow-wrap: anywhere;
`;

export const PageDescription = styled.p`
  margin: 0;
  color: ${(p) => getTheme(p).colors.textMuted};
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => getTheme(p).spacing(2)};
`;
