import styled, { css, keyframes } from 'styled-components';
import { Card } from '../card';
import { getTheme } from '../../theme';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const pulsing = css`
  background: ${(p) => getTheme(p).colors.skeleton};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

export const SkeletonBlock = styled.span<{ $width: string; $height: string; $shape: 'text' | 'rect' | 'circle' }>`
  display: block;
  width: ${(p) => p.$width};
  height: ${(p) => p.$height};
  border-radius: ${(p) => {
    const t = getTheme(p);
    return p.$shape === 'circle' ? '50%' : p.$shape === 'text' ? t.radii.sm : t.radii.md;
  }};
  ${pulsing}
`;

// A list shows several skeleton cards at once: one styled root with plain, class-named blocks renders far
// faster on a slow phone than a styled component per block.
export const SkeletonCardShape = styled(Card)`
  .blocks {
    display: flex;
    flex-direction: column;
    gap: ${(p) => getTheme(p).spacing(2)};
    padding: ${(p) => getTheme(p).spacing(3)};
  }
  .row {
    display: flex;
    align-items: center;
    gap: ${(p) => getTheme(p).spacing(2)};
  }
  .block {
    display: block;
    height: 1em;
    border-radius: ${(p) => getTheme(p).radii.sm};
    ${pulsing}
  }
  .image { height: 160px; border-radius: ${(p) => getTheme(p).radii.md}; }
  .title { width: 70%; height: 1.25em; }
  .unit { width: 40%; }
  .price { width: 55%; }
  .market { width: 45%; }
  .circle { flex: none; width: 32px; height: 32px; border-radius: 50%; }
`;
