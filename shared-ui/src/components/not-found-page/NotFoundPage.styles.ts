import styled from 'styled-components';
import { getTheme } from '../../theme';

export const NotFoundTitle = styled.h1`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.xl};
  color: ${(p) => getTheme(p).colors.text};
`;
