import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';
import { Page, PageTitle } from '../../components/page';
import { usePageTitle } from '../../lib/use-page-title';

export const HOME_TITLE = 'Ofertat e supermarketeve në Shqipëri';

const Lead = styled.p`
  margin: ${(p) => getTheme(p).spacing(2)} 0 ${(p) => getTheme(p).spacing(5)};
  color: ${(p) => getTheme(p).colors.textMuted};
`;

/** What the home page shows, top to bottom (spec section 2); the routes fill each place from its feature. */
export interface HomePageProps {
  markets: ReactNode;
  topAd: ReactNode;
  specialOffers: ReactNode;
  bottomAd: ReactNode;
  allOffers: ReactNode;
}

export function HomePage({ markets, topAd, specialOffers, bottomAd, allOffers }: HomePageProps) {
  usePageTitle(null);
  return (
    <Page>
      <PageTitle>{HOME_TITLE}</PageTitle>
      <Lead>Krahaso çmimet në ALL, lexo fletëpalosjet dhe gjej dyqanin më të afërt.</Lead>
      <nav aria-label="Marketet">{markets}</nav>
      {topAd}
      {specialOffers}
      {bottomAd}
      {allOffers}
    </Page>
  );
}
