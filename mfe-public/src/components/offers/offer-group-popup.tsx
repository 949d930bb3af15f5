import { useCallback } from 'react';
import styled from 'styled-components';
import { fetchProductComparison, messages, OFFER_POPUP_HEIGHT_PX, publicPaths, type OfferCard, type ProductGroup } from '@ofertat/shared-api';
import {
  ButtonLink,
  ErrorState,
  getTheme,
  ImageWithFallback,
  Modal,
  NOT_AVAILABLE,
  PriceText,
  Spinner,
  useResource,
  VisuallyHidden,
} from '@ofertat/shared-ui';
import { PlainList } from '../page';
import { formatDiscount } from './discount';
import { formatOfferPeriod } from './offer-card';
import type { OfferLabels } from './offer-labels';
import { discountBadgeLook } from './offer-card.styles';
import { PriceFacts } from './price-facts';


const Row = styled.li`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: grid;
      grid-template-columns: 40px 1fr auto;
      align-items: center;
      gap: ${t.spacing(3)};
      padding: ${t.spacing(2)} ${t.spacing(3)};
      border: 1px solid ${t.colors.divider};
      border-radius: ${t.radii.md};
      font-size: ${t.fontSizes.sm};
    `;
  }}
`;

const RowMarket = styled.div`
  min-width: 0;
  strong { display: block; overflow-wrap: anywhere; }
  span { color: ${(p) => getTheme(p).colors.textMuted}; }
`;

const RowPrices = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${(p) => getTheme(p).spacing(0.5)};
`;

// Under the market and dates, across the row's full width: the 30-day line is too long for a column.
const RowFacts = styled.p`
  display: flex;
  grid-column: 2 / -1;
  flex-direction: column;
  margin: 0;
  color: ${(p) => getTheme(p).colors.textMuted};
  &:empty { display: none; }
`;

const InlineDiscount = styled.span`
  ${discountBadgeLook}
`;

/** The filters a list was counted in; its '+N' popup lists the product's offers inside them. */
export interface OfferGroupScope {
  locationId?: number;
  marketId?: number;
  /** The special offers' threshold, on the discount the engine ranks by (the real one where known). */
  minDiscount?: number;
}

const rankedDiscount = (offer: OfferCard) => offer.realDiscountPercentage ?? offer.discountPercentage;

/** One row per offer, in the order given: market, unit, dates, prices, discount, unit price and the 30-day low. */
export function OfferRows({ offers, labels }: { offers: readonly OfferCard[]; labels: OfferLabels }) {
  return (
    <PlainList as="ol">
      {offers.map((offer) => {
        const discount = formatDiscount(offer.discountPercentage);
        return (
          <Row key={`${offer.offerId}-${offer.productId}`}>
            <ImageWithFallback src={offer.marketLogo} alt="" width={40} height={40} fit="contain" />
            <RowMarket>
              <strong>{offer.marketName || NOT_AVAILABLE}</strong>
              <span>
                {offer.productUnit || NOT_AVAILABLE} · {formatOfferPeriod(offer.offerStartDate, offer.offerEndDate)}
              </span>
            </RowMarket>
            <RowPrices>
              <span>
                <VisuallyHidden>{labels.offerPrice}: </VisuallyHidden>
                <PriceText value={offer.newPrice} variant="offer" />
              </span>
              <span>
                <VisuallyHidden>{labels.normalPrice}: </VisuallyHidden>
                <PriceText value={offer.oldPrice} variant="old" />
              </span>
              {discount && <InlineDiscount>{discount}</InlineDiscount>}
            </RowPrices>
            <RowFacts>
              <PriceFacts offer={offer} labels={labels} />
            </RowFacts>
          </Row>
        );
      })}
    </PlainList>
  );
}

function ProductOffers({ productId, scope, labels }: { productId: number; scope: OfferGroupScope; labels: OfferLabels }) {
  const { locationId, marketId, minDiscount } = scope;
  const load = useCallback(async () => {
    const { offers } = await fetchProductComparison(productId, locationId);
    // The comparison filters by city only; a list of one market's (or of special) offers counted those alone.
    return offers.filter(
      (offer) => (marketId === undefined || offer.marketId === marketId) && (minDiscount === undefined || rankedDiscount(offer) >= minDiscount),
    );
  }, [productId, locationId, marketId, minDiscount]);
  const offers = useResource(load, [load]);
  if (offers.status === 'loading') return <Spinner label="Duke u ngarkuar ofertat..." />;
  if (offers.status === 'error') return <ErrorState message={messages.offers.loadFailure} onRetry={offers.reload} />;
  return <OfferRows offers={offers.data} labels={labels} />;
}

export interface OfferGroupPopupProps {
  /** The product whose offers are listed; null keeps the popup closed. */
  product: Pick<ProductGroup, 'productId' | 'productName'> | null;
  scope?: OfferGroupScope;
  labels: OfferLabels;
  onClose: () => void;
}

const everywhere: OfferGroupScope = {};

/**
 * Every offer of one product, cheapest first, in a popup about 400 px high (spec section 2), read from the
 * comparison engine when it opens. Back closes it like its close button (a phone's first instinct). Its footer
 * leads to the product's page, which replaces the popup's history entry: Back from there returns to the list.
 */
export function OfferGroupPopup({ product, scope = everywhere, labels, onClose }: OfferGroupPopupProps) {
  const footer = product && (
    <ButtonLink variant="secondary" to={publicPaths.product.getHref({ productId: product.productId })} replace>
      {labels.productPage}
    </ButtonLink>
  );
  return (
    <Modal open={product !== null} onClose={onClose} title={product?.productName ?? ''} height={OFFER_POPUP_HEIGHT_PX} footer={footer} closeOnBack>
      {product && <ProductOffers productId={product.productId} scope={scope} labels={labels} />}
    </Modal>
  );
}
