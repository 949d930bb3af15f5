import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

export const Message = styled.p`
  margin: 0;
`;

/** What the action depends on, set apart from the question. */
export const Choice = styled.div`
  margin-top: ${(p) => getTheme(p).spacing(4)};
`;
