import styled from 'styled-components';
import { CardGrid, getTheme } from '@ofertat/shared-ui';

/** Cards two side by side on a 360 px phone, and wider ones (about 200 px) from the sm breakpoint up. */
export const TwoUpCardGrid = styled(CardGrid).attrs({ minItemWidth: 150 })`
  ${(p) => getTheme(p).media.up('sm')} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
`;

/** The cards of a TwoUpCardGrid's first row on a phone: their pictures are in the first screen, not worth lazy. */
export const TWO_UP_FIRST_ROW = 2;
