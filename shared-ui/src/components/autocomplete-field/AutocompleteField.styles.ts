import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

export const Anchor = styled.div`
  position: relative;
`;

export const SuggestionList = styled.ul`
  ${(p) => {
    const t = getTheme(p);
    return `
      position: absolute;
      top: calc(100% + ${t.spacing(1)});
      left: 0;
      right: 0;
      z-index: ${t.zIndices.overlay};
      max-height: 16rem;
      margin: 0;
      padding: ${t.spacing(1)} 0;
      overflow-y: auto;
      list-style: none;
      background: ${t.colors.surface};
      border: 1px solid ${t.colors.border};
      border-radius: ${t.radii.md};
      box-shadow: ${t.shadows.md};
    `;
  }}
`;

export const Suggestion = styled.li<{ $active: boolean }>`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      align-items: center;
      min-height: ${t.controlHeight.sm};
      padding: ${t.spacing(1)} ${t.spacing(3)};
      cursor: pointer;
      background: ${p.$active ? t.colors.primarySoft : 'transparent'};
      color: ${p.$active ? t.colors.primaryHover : t.colors.text};
      &:hover { background: ${t.colors.primarySoft}; color: ${t.colors.primaryHover}; }
    `;
  }}
`;
