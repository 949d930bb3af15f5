import styled from 'styled-components';
import { ANALYTICS_DEFAULT_DAYS, fetchMarket } from '@ofertat/shared-api';
import { fetchMarketOfferList, fetchMarketFlyers } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { Card, getTheme, useResource } from '@ofertat/shared-ui';
import { AdminPage, MarketAnalyticsView, RequireStoredIds, ResourceView, SectionTitle } from '@ofertat/admin-kit';
import { HowItWorks } from './how-it-works';
import { computeMarketFigures, ENDING_SOON_DAYS, tiraneToday, type MarketFigures } from './market-figures';

const FigureGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${(p) => getTheme(p).spacing(3)};
  margin: 0;
`;

const FigureValue = styled.dd`
  margin: 0;
  font-size: 2rem;
  font-weight: ${(p) => getTheme(p).fontWeights.bold};
  color: ${(p) => getTheme(p).colors.primary};
`;

const FigureLabel = styled.dt`
  color: ${(p) => getTheme(p).colors.textMuted};
`;

const FIGURE_LABELS: Record<keyof MarketFigures, string> = {
  currentOffers: 'Oferta aktuale',
  endingSoon: `Oferta që mbarojnë brenda ${ENDING_SOON_DAYS} ditëve`,
  flyerClicks: 'Klikime në volantino',
  storePoints: 'Pika shitjeje',
};

async function loadFigures(marketId: string): Promise<{ marketName: string; figures: MarketFigures }> {
  const [offers, flyers, market] = await Promise.all([fetchMarketOfferList(marketId), fetchMarketFlyers(marketId), fetchMarket(marketId)]);
  return { marketName: market.marketName, figures: computeMarketFigures(offers, flyers, market, tiraneToday()) };
}

function MarketFiguresView({ marketId }: { marketId: string }) {
  const summary = useResource(() => loadFigures(marketId), [marketId]);
  return (
    <ResourceView resource={summary} errorMessage={messages.search.dataFailure}>
      {({ marketName, figures }) => (
        <section aria-label={`Shifrat e ${marketName}`}>
          <FigureGrid>
            {(Object.keys(FIGURE_LABELS) as (keyof MarketFigures)[]).map((key) => (
              <Card key={key}>
                <FigureLabel>{FIGURE_LABELS[key]}</FigureLabel>
                <FigureValue>{figures[key]}</FigureValue>
              </Card>
            ))}
          </FigureGrid>
        </section>
      )}
    </ResourceView>
  );
}

const AnalyticsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

/** /admin: the market's figures, what its pages drew in the last 30 days, and how the area works. */
export function AreaHomePage() {
  return (
    <AdminPage title="Paneli i marketit" description="Menaxhoni ofertat, produktet, pikat e shitjes, njoftimet e punës dhe volantinot e marketit tuaj.">
      <RequireStoredIds ids={['marketId']}>
        {({ marketId }) => (
          <>
            <MarketFiguresView marketId={marketId} />
            <AnalyticsSection aria-labelledby="market-analytics">
              <SectionTitle id="market-analytics">{messages.analytics.lastDays(ANALYTICS_DEFAULT_DAYS)}</SectionTitle>
              <MarketAnalyticsView marketId={marketId} />
            </AnalyticsSection>
          </>
        )}
      </RequireStoredIds>
      <HowItWorks />
    </AdminPage>
  );
}
