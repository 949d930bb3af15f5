import styled from 'styled-components';
import { getTheme, type Theme } from '../../theme';
import type { MessageTone } from './types';

const toneColors = (t: Theme, tone: MessageTone) =>
  ({
    success: { fg: t.colors.success, bg: t.colors.successSoft },
    error: { fg: t.colors.error, bg: t.colors.errorSoft },
    info: { fg: t.colors.info, bg: t.colors.infoSoft },
  })[tone];

export const Banner = styled.div<{ $tone: MessageTone }>`
  ${(p) => {
    const t = getTheme(p);
    const { fg, bg } = toneColors(t, p.$tone);
    return `
      display: flex;
      align-items: center;
      gap: ${t.spacing(2)};
      padding: ${t.spacing(2)} ${t.spacing(2)} ${t.spacing(2)} ${t.spacing(4)};
      min-height: ${t.controlHeight.md};
      color: ${fg};
      background: ${bg};
      border: 1px solid currentColor;
      border-left-width: ${t.spacing(1)};
      border-radius: ${t.radii.md};
    `;
  }}
`;

export const BannerText = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;
