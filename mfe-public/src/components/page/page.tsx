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

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => getTheme(p).spacing(3)};
  margin-bottom: ${(p) => getTheme(p).spacing(5)};
`;

/** A page heading with optional actions on the same row (they wrap below it on a phone). */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <HeaderRow>
      <PageTitle>{title}</PageTitle>
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
