import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

/** The centred column every public page sits in. */
export const Page = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      width: 100%;
      max-width: ${t.contentMaxWidth};
      margin: 0 auto;
      padding: ${t.spacing(6)} ${t.spacing(4)} ${t.spacing(10)};
    `;
  }}
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.xl};
  line-height: 1.25;
`;

// On a phone the actions always sit on their own row under the title: wrapping only when the title is long would
// move them, and everything under them, once a title learnt after the first frame (a market's name) arrives.
const HeaderRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => getTheme(p).spacing(3)};
  margin-bottom: ${(p) => getTheme(p).spacing(5)};
  ${(p) => getTheme(p).media.up('sm')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

// One line whatever its length, and held while its text loads, so nothing under it moves when it arrives.
const Subtitle = styled.p`
  min-height: 1.5em;
  margin: ${(p) => getTheme(p).spacing(1)} 0 0;
  overflow: hidden;
  color: ${(p) => getTheme(p).colors.textMuted};
  line-height: 1.5;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const TitleBlock = styled.div`
  min-width: 0;
  max-width: 100%;
`;

/**
 * A page heading with optional actions on the same row (on their own row below it on a phone), and an optional
 * line under it (a string, even empty, keeps its place).
 */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: string; actions?: ReactNode }) {
  return (
    <HeaderRow>
      {subtitle === undefined ? (
        <PageTitle>{title}</PageTitle>
      ) : (
        <TitleBlock>
          <PageTitle>{title}</PageTitle>
          <Subtitle>{subtitle}</Subtitle>
        </TitleBlock>
      )}
      {actions}
    </HeaderRow>
  );
}

export const Section = styled.section`
  margin-top: ${(p) => getTheme(p).spacing(8)};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${(p) => getTheme(p).spacing(4)};
  font-size: ${(p) => getTheme(p).fontSizes.lg};
`;

/** Centres a 'show more' button under a list. */
export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${(p) => getTheme(p).spacing(6)};
`;
