import {
  Link,
  EmptyState,
  ErrorState,
  getTheme,
  ImageWithFallback,
  Skeleton,
  useResource,
  VisuallyHidden,
} from '@ofertat/shared-ui';
import styled from 'styled-components';
import { fetchMarkets, messages, publicPaths } from '@ofertat/shared-api';
import { prefetchable } from '../../lib/prefetchable';
import { selectRowMarkets, shortMarketName } from './select-markets';

const LOGO_PX = 64;
const SKELETON_COUNT = 6;
const NAME_LINE_HEIGHT = 1.35;

// One scrolling row: on a phone the visitor swipes through the markets instead of the page growing tall.
// The items are plain elements styled from the row, which keeps the number of styled components per market low.
const Row = styled.ul`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      gap: ${t.spacing(3)};
      margin: 0;
      padding: ${t.spacing(1)} ${t.spacing(1)} ${t.spacing(3)};
      overflow-x: auto;
      list-style: none;
      scroll-snap-type: x proximity;
      > li { flex: none; scroll-snap-align: start; }
      /* The placeholders take the links' box, so the row keeps its height when the markets arrive. */
      a, .placeholder {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${t.spacing(2)};
        width: ${t.spacing(24)};
        padding: ${t.spacing(2)};
        border-radius: ${t.radii.lg};
        color: ${t.colors.text};
        font-size: ${t.fontSizes.sm};
        font-weight: ${t.fontWeights.semibold};
        text-align: center;
        text-decoration: none;
      }
      /* Room for two lines whatever the name: a one-word name does not make its row shorter. */
      .name { display: block; min-height: calc(2 * ${NAME_LINE_HEIGHT}em); line-height: ${NAME_LINE_HEIGHT}; }
      a:hover { background: ${t.colors.primarySoft}; }
      a:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
      a img, a span[role='img'] { border-radius: 50%; background: ${t.colors.surface}; box-shadow: ${t.shadows.sm}; }
    `;
  }}
`;

/** The markets of the row; prefetched by the routes when the visitor lands on the home page. */
export const rowMarketsRequest = prefetchable(fetchMarkets);

/** The home page's markets: logo and first two words of the name, each leading to /market-offer/{marketId}. */
export function MarketsRow() {
  const markets = useResource(rowMarketsRequest.load, [], { seed: 'markets' });

  if (markets.status === 'loading') {
    return (
      <Row aria-busy="true">
        <VisuallyHidden as="li">Duke u ngarkuar marketet...</VisuallyHidden>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index} aria-hidden="true">
            <span className="placeholder">
              <Skeleton shape="circle" width={`${LOGO_PX}px`} height={`${LOGO_PX}px`} />
              <span className="name">
                <Skeleton width="80%" />
              </span>
            </span>
          </li>
        ))}
      </Row>
    );
  }
  if (markets.status === 'error') return <ErrorState message={messages.markets.loadFailure} onRetry={markets.reload} />;

  const shown = selectRowMarkets(markets.data);
  if (shown.length === 0) return <EmptyState message={messages.markets.empty} />;
  return (
    <Row>
      {shown.map((market) => (
        <li key={market.marketId}>
          <Link to={publicPaths.marketOffers.getHref({ marketId: market.marketId })}>
            <ImageWithFallback src={market.marketLogoThumbnail} alt="" width={LOGO_PX} height={LOGO_PX} fit="contain" />
            <span className="name">{shortMarketName(market.marketName)}</span>
          </Link>
        </li>
      ))}
    </Row>
  );
}
