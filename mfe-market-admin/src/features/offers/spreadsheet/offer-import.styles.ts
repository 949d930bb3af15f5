import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

export const Preview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin-top: ${(p) => getTheme(p).spacing(3)};
`;

export const PreviewTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.md};
`;

/** A phone scrolls the table sideways rather than squeezing its columns. */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-height: 60vh;
  overflow-y: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => getTheme(p).fontSizes.sm};
  th,
  td {
    padding: ${(p) => getTheme(p).spacing(1)} ${(p) => getTheme(p).spacing(2)};
    border-bottom: 1px solid ${(p) => getTheme(p).colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${(p) => getTheme(p).colors.surface};
  }
`;

export const Problem = styled.td`
  color: ${(p) => getTheme(p).colors.danger};
`;

export const HiddenInput = styled.input`
  display: none;
`;
