import styled, { keyframes } from 'styled-components';
import { getTheme } from '../../theme';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const SkeletonBlock = styled.span<{ $width: string; $height: string; $shape: 'text' | 'rect' | 'circle' }>`
  display: block;
  width: ${(p) => p.$width};
  height: ${(p) => p.$height};
  border-radius: ${(p) => {
    const t = getTheme(p);
    return p.$shape === 'circle' ? '50%' : p.$shape === 'text' ? t.radii.sm : t.radii.md;
  }};
  background: ${(p) => getTheme(p).colors.skeleton};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

export const SkeletonCardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(2)};
  padding: ${(p) => getTheme(p).spacing(3)};
`;

export const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
`;
