import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  fetchPriceHistory,
  fetchProductComparison,
  messages,
  PRICE_HISTORY_DAYS,
  publicPaths,
  recordPublicEvent,
  type Product,
} from '@ofertat/shared-api';
import {
  EmptyState,
  ErrorState,
  formatPrice,
  getTheme,
  ImageWithFallback,
  NOT_AVAILABLE,
  parseRouteId,
  Spinner,
  TimeChart,
  useParams,
  useResource,
} from '@ofertat/shared-ui';
import { FavoriteProductButton } from '../../components/favorites/favorite-button';
import { albanianOfferLabels } from '../../components/offers';
import { OfferRows } from '../../components/offers/offer-rows';
import { Page, PageTitle, Section, SectionTitle } from '../../components/page';
import { ShareButton } from '../../components/share-button/share-button';
import { NotFoundScreen } from '../../components/not-found-screen';
import { useNearViewport } from '../../lib/use-near-viewport';
import { usePageTitle } from '../../lib/use-page-title';
import { priceChartData } from './price-chart-data';
import { ProductBasketForm } from './product-basket-form';

const Head = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: grid;
      gap: ${t.spacing(4)};
      ${t.media.up('sm')} {
        grid-template-columns: minmax(0, 320px) 1fr;
        align-items: start;
      }
      .picture {
        overflow: hidden;
        border: 1px solid ${t.colors.divider};
        border-radius: ${t.radii.md};
        background: ${t.colors.surface};
      }
      .about { display: flex; flex-direction: column; gap: ${t.spacing(3)}; }
      .title { display: flex; align-items: flex-start; justify-content: space-between; gap: ${t.spacing(2)}; }
      .muted { margin: 0; color: ${t.colors.textMuted}; }
    `;
  }}
`;

const unitLine = (product: Product) =>
  [product.productUnit || NOT_AVAILABLE, product.categoryName].filter(Boolean).join(' · ');

/** The axis has room for about six characters: whole ALL, the currency being in the legend's prices. */
const formatAxisPrice = (value: number) => String(Math.round(value));

const HISTORY_LOADING = 'Duke u ngarkuar historia e çmimeve...';

/** The price history of the last days, drawn as a chart with a table for screen readers. */
function PriceHistory({ productId, title }: { productId: number; title: string }) {
  const history = useResource(() => fetchPriceHistory(productId, PRICE_HISTORY_DAYS), [productId]);
  const data = history.status === 'success' ? history.data : null;
  // Stable between renders: a new array would redraw the chart.
  const chart = useMemo(() => data && priceChartData(data), [data]);
  return (
    <>
      {history.status === 'loading' && <Spinner label={HISTORY_LOADING} />}
      {history.status === 'error' && <ErrorState message="Gabim gjatë marrjes së historisë së çmimeve." onRetry={history.reload} />}
      {chart && chart.dates.length === 0 && <EmptyState message="Nuk ka çmime të njohura për këtë produkt." />}
      {chart && chart.dates.length > 0 && (
        <TimeChart
          title={`${title}, sipas marketit`}
          dates={chart.dates}
          series={chart.series}
          formatValue={formatPrice}
          formatAxisValue={formatAxisPrice}
        />
      )}
    </>
  );
}


/**
 * The price history section. It stands below a phone's first screen: its data, the chart and the chart's library
 * (about 25 KB) are asked for when the visitor scrolls towards it, not with the page.
 */
function PriceHistorySection({ productId }: { productId: number }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, { rootMargin: '200px' });
  const title = `Çmimi në ${PRICE_HISTORY_DAYS} ditët e fundit`;
  return (
    <Section ref={ref} aria-labelledby="price-history-title">
      <SectionTitle id="price-history-title">{title}</SectionTitle>
      {near ? <PriceHistory productId={productId} title={title} /> : <Spinner label={HISTORY_LOADING} />}
    </Section>
  );
}

function ProductView({ productId }: { productId: number }) {
  const comparison = useResource(() => fetchProductComparison(productId), [productId], { seed: `product-comparison:${productId}` });
  const product = comparison.status === 'success' ? comparison.data.product : null;
  usePageTitle(product?.productName);

  useEffect(() => {
    // Counted once the product is known to exist, for the markets offering it (issue 16's analytics).
    if (product) recordPublicEvent({ type: 'productView', productId: product.productId });
  }, [product]);

  if (comparison.status === 'loading') return <Spinner label="Duke u ngarkuar produkti..." />;
  if (comparison.status === 'error') {
    if (comparison.error instanceof ApiError && comparison.error.status === 404) return <NotFoundScreen />;
    return (
      <Page lang="sq">
        <ErrorState message="Gabim gjatë marrjes së produktit." onRetry={comparison.reload} />
      </Page>
    );
  }

  const { product: shown, offers } = comparison.data;
  return (
    <Page lang="sq">
      <Head>
        <div className="picture">
          <ImageWithFallback src={shown.productImage} alt={shown.productName} width={320} height={240} fit="contain" loading="eager" fetchPriority="high" />
        </div>
        <div className="about">
          <div className="title">
            <PageTitle>{shown.productName}</PageTitle>
            <FavoriteProductButton product={shown} />
          </div>
          <p className="muted">{unitLine(shown)}</p>
          <ProductBasketForm productId={shown.productId} productName={shown.productName} />
          <ShareButton
            title={shown.productName}
            url={() => `${window.location.origin}${publicPaths.product.getHref({ productId: shown.productId })}`}
          />
        </div>
      </Head>
      <Section aria-labelledby="current-prices-title">
        <SectionTitle id="current-prices-title">Çmimet sot, nga më i liri</SectionTitle>
        {offers.length > 0 ? (
          <OfferRows offers={offers} labels={albanianOfferLabels} />
        ) : (
          <EmptyState message={messages.offers.productEmpty} />
        )}
      </Section>
      <PriceHistorySection productId={shown.productId} />
    </Page>
  );
}

/**
 * /product/{productId}: the product with its image and unit, every market's current price cheapest first (with
 * unit price, the 30-day low and dates), its price history per market, its favourite star, add to basket and share.
 * A product without a current offer keeps its page; an unknown one (or an address that names none) is the not-found
 * page.
 */
export function ProductPage() {
  const productId = parseRouteId(useParams().productId);
  return productId === null ? <NotFoundScreen /> : <ProductView productId={productId} />;
}
