import styled from 'styled-components';
import { StyledButton } from '../button/Button.styles';
import { getTheme } from '../../theme';
import type { ButtonSize } from '../button';

export const StyledIconButton = styled(StyledButton)<{ $size: ButtonSize }>`
  padding: 0;
  width: ${(p) => getTheme(p).controlHeight[p.$size]};
  min-width: ${(p) => getTheme(p).controlHeight[p.$size]};
  height: ${(p) => getTheme(p).controlHeight[p.$size]};
  flex: none;
`;
