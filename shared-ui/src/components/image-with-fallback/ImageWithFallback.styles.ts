import styled, { css } from 'styled-components';
import { getTheme } from '../../theme';

interface Box {
  $width: number;
  $height: number;
}

// Same box for image and placeholder, so swapping one for the other never moves the layout.
const box = css<Box>`
  width: 100%;
  max-width: ${(p) => p.$width}px;
  height: auto;
  aspect-ratio: ${(p) => `${p.$width} / ${p.$height}`};
`;

export const Img = styled.img<Box & { $fit: 'cover' | 'contain' }>`
  ${box}
  display: block;
  object-fit: ${(p) => p.$fit};
`;

export const Placeholder = styled.span<Box>`
  ${box}
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${(p) => getTheme(p).colors.textMuted};
  background: ${(p) => getTheme(p).colors.divider};

  svg {
    width: 40%;
    max-width: 48px;
    height: auto;
  }
`;
