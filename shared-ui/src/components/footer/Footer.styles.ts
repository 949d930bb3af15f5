import styled from 'styled-components';
import { Link } from '@ofertat/shared-ui/routing';
import { getTheme, type Theme } from '@ofertat/shared-ui';

const onDarkLink = (t: Theme) => `
  color: ${t.colors.onPrimary};
  text-decoration: none;
  border-radius: ${t.radii.sm};
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 3px solid ${t.colors.focusOnDark}; outline-offset: 2px; }
`;

export const FooterRoot = styled.footer`
  ${(p) => {
    const t = getTheme(p);
    return `
      color: ${t.colors.onFooter};
      background: ${t.colors.footer};
      font-size: ${t.fontSizes.sm};
    `;
  }}
`;

export const FooterInner = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
      gap: ${t.spacing(8)};
      max-width: ${t.contentMaxWidth};
      margin: 0 auto;
      padding: ${t.spacing(10)} ${t.spacing(4)} ${t.spacing(6)};
    `;
  }}
`;

export const Brand = styled.p`
  margin: 0 0 ${(p) => getTheme(p).spacing(2)};
  color: ${(p) => getTheme(p).colors.onPrimary};
  font-size: ${(p) => getTheme(p).fontSizes.xl};
  font-weight: ${(p) => getTheme(p).fontWeights.bold};
`;

export const Tagline = styled.p`
  margin: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${(p) => getTheme(p).spacing(3)};
  color: ${(p) => getTheme(p).colors.onPrimary};
  font-size: ${(p) => getTheme(p).fontSizes.md};
`;

export const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => getTheme(p).spacing(8)};
  ${(p) => onDarkLink(getTheme(p))}
`;

export const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
  min-height: ${(p) => getTheme(p).spacing(8)};
  overflow-wrap: anywhere;
  ${(p) => onDarkLink(getTheme(p))}

  svg {
    flex: none;
    width: 18px;
    height: 18px;
  }
`;

export const SocialList = styled.ul`
  display: flex;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SocialLink = styled.a`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: ${t.controlHeight.md};
      height: ${t.controlHeight.md};
      border: 1px solid ${t.colors.onFooter};
      border-radius: 50%;
      ${onDarkLink(t)}
    `;
  }}
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => getTheme(p).spacing(2)};
`;

export const BadgeLink = styled.a`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: inline-flex;
      align-items: center;
      gap: ${t.spacing(2)};
      min-height: ${t.controlHeight.lg};
      padding: ${t.spacing(1)} ${t.spacing(3)};
      color: #ffffff;
      background: #000000;
      border: 1px solid ${t.colors.onFooter};
      border-radius: ${t.radii.md};
      text-decoration: none;
      line-height: 1.1;
      &:focus-visible { outline: 3px solid ${t.colors.focusOnDark}; outline-offset: 2px; }
      svg { flex: none; width: 24px; height: 24px; }
    `;
  }}
`;

export const BadgeText = styled.span`
  display: flex;
  flex-direction: column;

  small {
    font-size: 0.6875rem;
  }

  strong {
    font-size: ${(p) => getTheme(p).fontSizes.md};
  }
`;

export const Copyright = styled.p`
  ${(p) => {
    const t = getTheme(p);
    return `
      max-width: ${t.contentMaxWidth};
      margin: 0 auto;
      padding: ${t.spacing(4)};
      border-top: 1px solid ${t.colors.textMuted};
      text-align: center;
    `;
  }}
`;
