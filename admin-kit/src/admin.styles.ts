import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

/** Label/value pairs (dt/dd) laid out in two columns. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => getTheme(p).spacing(1)} ${(p) => getTheme(p).spacing(3)};
  margin: 0;
  dt {
    color: ${(p) => getTheme(p).colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A section heading (h2) inside an admin page. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.lg};
`;

/** A row of buttons or chips that wraps on narrow screens. */
export const WrapRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
`;

/** A line of what the server will read from a form, shown as the admin types (the product's quantity). */
export const ReadOut = styled.p`
  margin: 0;
  font-weight: 600;
`;
