import styled, { keyframes } from 'styled-components';
import { getTheme } from '../../theme';
import type { SpinnerSize } from './types';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const diameters: Record<SpinnerSize, string> = { sm: '1em', md: '1.5rem', lg: '2.5rem' };

/** The bare spinning ring; buttons reuse it without the status role. */
export const SpinnerRing = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${(p) => diameters[p.$size]};
  height: ${(p) => diameters[p.$size]};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export const SpinnerRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
  color: ${(p) => getTheme(p).colors.textMuted};
`;
