// The link list and link look that the header menu, the admin sidebar and the footer share, so the three menus
// keep one spacing and one touch height.
import styled from 'styled-components';
import { NavLink } from '@ofertat/shared-ui/routing';
import { focusRing, getTheme } from '../../theme';

/** Links one under the other, without bullets. */
export const LinkColumn = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A menu entry a full control high; the current page is marked in the primary colour. */
export const MenuLink = styled(NavLink)`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      align-items: center;
      min-height: ${t.controlHeight.md};
      padding: 0 ${t.spacing(3)};
      border-radius: ${t.radii.md};
      color: ${t.colors.text};
      font-weight: ${t.fontWeights.semibold};
      text-decoration: none;

      &:hover { background: ${t.colors.background}; }
      &[aria-current='page'] {
        color: ${t.colors.primaryHover};
        background: ${t.colors.primarySoft};
      }
    `;
  }}
  ${(p) => focusRing(getTheme(p))}
`;
