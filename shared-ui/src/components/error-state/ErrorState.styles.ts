import styled from 'styled-components';
import { getTheme } from '../../theme';
import { StateMessage } from '../empty-state/EmptyState.styles';

export const ErrorMessage = styled(StateMessage)`
  color: ${(p) => getTheme(p).colors.danger};
  font-weight: ${(p) => getTheme(p).fontWeights.semibold};
`;
