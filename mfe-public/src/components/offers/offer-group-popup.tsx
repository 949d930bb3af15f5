import { useCallback } from 'react';
import {
  fetchProductComparison,
  messages,
  OFFER_POPUP_HEIGHT_PX,
  publicPaths,
  type OfferCard,
  type ProductGroup,
} from '@ofertat/shared-api';
import { ButtonLink, ErrorState, Spinner, useResource } from '@ofertat/shared-ui';
import { Modal } from '@ofertat/shared-ui/modal';
import type { OfferLabels } from './offer-labels';
import { OfferRows } from './offer-rows';

/** The filters a list was counted in; its '+N' popup lists the product's offers inside them. */
export interface OfferGroupScope {
  locationId?: number;
  marketId?: number;
  /** The special offers' threshold, on the discount the engine ranks by (the real one where known). */
  minDiscount?: number;
}

const rankedDiscount = (offer: OfferCard) => offer.realDiscountPercentage ?? offer.discountPercentage;

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
