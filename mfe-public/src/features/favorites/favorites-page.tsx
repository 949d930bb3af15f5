import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { fetchProductComparison, fetchProductGroups, messages, OFFER_PAGE_SIZE, publicPaths, type OfferCard } from '@ofertat/shared-api';
import { Button, EmptyState, ErrorState, getTheme, Link, SkeletonCardGrid } from '@ofertat/shared-ui';
import { FavoriteMarketButton, FavoriteProductButton } from '../../components/favorites/favorite-button';
import {
  albanianOfferLabels,
  GroupedOfferList,
  useProductGroupPages,
  type CardGroupPage,
  type LoadGroupPage,
  type OfferGroupScope,
} from '../../components/offers';
import { MoreRow, Page, PageHeader, PlainList, Section, SectionTitle } from '../../components/page';
import { isNewSince, noteVisit, readLastVisit, tiraneToday, useFavorites, type FavoriteMarket, type FavoriteProduct } from '../../lib/favorites';
import { useStoredChoicesKnown } from '../../lib/local-storage';
import { usePageTitle } from '../../lib/use-page-title';

export const FAVORITES_TITLE = 'Të preferuarat';
export const FAVORITES_EMPTY = 'Nuk keni ende të preferuara. Shtypni yllin te një produkt ose te faqja e një marketi.';

/** Favourite products whose offers are asked for at once, one comparison each. */
const PRODUCTS_PAGE_SIZE = 8;

const MarketHeading = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin: ${(p) => getTheme(p).spacing(5)} 0 ${(p) => getTheme(p).spacing(3)};
  h3 {
    margin: 0;
    font-size: ${(p) => getTheme(p).fontSizes.md};
  }
`;

const QuietProducts = styled(PlainList)`
  margin-top: ${(p) => getTheme(p).spacing(4)};
`;

const QuietProduct = styled.li`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${t.spacing(3)};
      padding: ${t.spacing(3)};
      border: 1px solid ${t.colors.divider};
      border-radius: ${t.radii.md};
      background: ${t.colors.surface};
      a { font-weight: ${t.fontWeights.semibold}; overflow-wrap: anywhere; }
      p { margin: 0; color: ${t.colors.textMuted}; }
    `;
  }}
`;

type IsNew = (offer: OfferCard) => boolean;

interface OffersProps {
  load: LoadGroupPage;
  empty: string;
  isNew: IsNew;
  scope?: OfferGroupScope;
}

function Offers({ load, empty, isNew, scope }: OffersProps) {
  const { state, reload, showMore } = useProductGroupPages(load);
  if (state.status === 'loading' || state.status === 'idle') return <SkeletonCardGrid count={2} label="Duke u ngarkuar ofertat..." />;
  if (state.status === 'error') return <ErrorState message={messages.offers.loadFailure} onRetry={reload} />;
  if (state.groups.length === 0) return <EmptyState message={empty} />;
  return <GroupedOfferList groups={state.groups} more={state.more} loadingMore={state.loadingMore} onShowMore={showMore} scope={scope} isNew={isNew} />;
}

/** A starred market's current offers, newest first, paged by the server as on the market's own screen. */
function MarketOffers({ market, isNew }: { market: FavoriteMarket; isNew: IsNew }) {
  const { marketId } = market;
  const load = useMemo<LoadGroupPage>(() => (page) => fetchProductGroups({ marketId, sort: 'newest', page, pageSize: OFFER_PAGE_SIZE }), [marketId]);
  const scope = useMemo<OfferGroupScope>(() => ({ marketId }), [marketId]);
  return (
    <>
      <MarketHeading>
        <h3>
          <Link to={publicPaths.marketOffers.getHref({ marketId })}>{market.marketName}</Link>
        </h3>
        <FavoriteMarketButton market={market} />
      </MarketHeading>
      <Offers load={load} empty={messages.offers.marketEmpty} isNew={isNew} scope={scope} />
    </>
  );
}

/**
 * One page of the starred products: each one's comparison (every market's offer, cheapest first) as one card at
 * its cheapest. A product with no current offer has no card (productsWithoutOffers names it).
 */
export async function loadFavoriteProducts(products: readonly FavoriteProduct[], page: number): Promise<CardGroupPage> {
  const slice = products.slice((page - 1) * PRODUCTS_PAGE_SIZE, page * PRODUCTS_PAGE_SIZE);
  const comparisons = await Promise.all(slice.map((product) => fetchProductComparison(product.productId)));
  const items = comparisons.flatMap(({ product, offers }) => {
    const [cheapest] = offers;
    return cheapest ? [{ productId: product.productId, productName: product.productName, offerCount: offers.length, cheapest }] : [];
  });
  return { items, total: products.length, pageSize: PRODUCTS_PAGE_SIZE };
}

/** The starred products of the first `pages` pages that got no card: they had no current offer. */
export function productsWithoutOffers(products: readonly FavoriteProduct[], pages: number, cards: CardGroupPage['items']): FavoriteProduct[] {
  const carded = new Set(cards.map((card) => card.productId));
  return products.slice(0, pages * PRODUCTS_PAGE_SIZE).filter((product) => !carded.has(product.productId));
}

/**
 * The starred products: cards for those with current offers, then a line for each without one, which keeps its
 * star (so it can be unstarred) and links to its page, where its price history is.
 */
function FavoriteProducts({ products, isNew }: { products: readonly FavoriteProduct[]; isNew: IsNew }) {
  // The store keeps the products' list as it is when only markets or the visit change: a new list is a new star.
  const load = useMemo<LoadGroupPage>(() => (page) => loadFavoriteProducts(products, page), [products]);
  const { state, reload, showMore } = useProductGroupPages(load);
  if (state.status === 'loading' || state.status === 'idle') return <SkeletonCardGrid count={2} label="Duke u ngarkuar ofertat..." />;
  if (state.status === 'error') return <ErrorState message={messages.offers.loadFailure} onRetry={reload} />;
  const quiet = productsWithoutOffers(products, state.page, state.groups);
  return (
    <>
      {state.groups.length > 0 && <GroupedOfferList groups={state.groups} more={false} onShowMore={showMore} isNew={isNew} />}
      {quiet.length > 0 && (
        <QuietProducts aria-label="Pa ofertë aktuale">
          {quiet.map((product) => (
            <QuietProduct key={product.productId}>
              <div>
                <Link to={publicPaths.product.getHref({ productId: product.productId })}>{product.productName}</Link>
                <p>{messages.offers.productEmpty}</p>
              </div>
              <FavoriteProductButton product={product} />
            </QuietProduct>
          ))}
        </QuietProducts>
      )}
      {/* Under both lists: the next page may add to either. */}
      {state.more && (
        <MoreRow>
          <Button variant="secondary" onClick={showMore} loading={state.loadingMore}>
            {albanianOfferLabels.showMore}
          </Button>
        </MoreRow>
      )}
    </>
  );
}

/**
 * /favorites: the current offers of the starred markets and products, kept in this browser. Offers that started
 * after the day of the previous visit are marked "E re".
 */
export function FavoritesPage() {
  usePageTitle(FAVORITES_TITLE);
  const known = useStoredChoicesKnown();
  const { markets, products } = useFavorites();
  // Read once on arrival: the visit noted below must not make this visit's new offers old.
  const [previousVisit] = useState(readLastVisit);
  useEffect(() => noteVisit(tiraneToday()), []);
  const isNew = useCallback<IsNew>((offer) => isNewSince(offer.offerStartDate, previousVisit), [previousVisit]);

  return (
    <Page>
      <PageHeader title={FAVORITES_TITLE} />
      {!known && <SkeletonCardGrid count={4} label="Duke u ngarkuar të preferuarat..." />}
      {known && markets.length === 0 && products.length === 0 && <EmptyState message={FAVORITES_EMPTY} />}
      {markets.length > 0 && (
        <Section aria-labelledby="favorite-markets">
          <SectionTitle id="favorite-markets">Marketet</SectionTitle>
          {markets.map((market) => (
            <MarketOffers key={market.marketId} market={market} isNew={isNew} />
          ))}
        </Section>
      )}
      {products.length > 0 && (
        <Section aria-labelledby="favorite-products">
          <SectionTitle id="favorite-products">Produktet</SectionTitle>
          <FavoriteProducts products={products} isNew={isNew} />
        </Section>
      )}
    </Page>
  );
}
