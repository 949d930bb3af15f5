import styled from 'styled-components';
import { getTheme, visuallyHidden } from '../../theme';

export const SkipAnchor = styled.a`
  ${visuallyHidden}

  &:focus {
    ${(p) => {
      const t = getTheme(p);
      return `
        position: fixed;
        top: ${t.spacing(2)};
        left: ${t.spacing(2)};
        z-index: ${t.zIndices.modal};
        width: auto;
        height: auto;
        margin: 0;
        padding: ${t.spacing(2)} ${t.spacing(4)};
        clip: auto;
        color: ${t.colors.onPrimary};
        background: ${t.colors.primaryHover};
        border-radius: ${t.radii.md};
        outline: 3px solid ${t.colors.focus};
      `;
    }}
  }
`;
