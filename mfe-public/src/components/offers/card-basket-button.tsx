import { BASKET_MAX_ITEMS, publicPaths, recordPublicEvent, type OfferCard } from '@ofertat/shared-api';
import { Button, Link } from '@ofertat/shared-ui';
import { addToBasket, useBasketCount, useBasketQuantity } from '../../lib/basket';
import type { OfferLabels } from './offer-labels';

export interface CardBasketButtonProps {
  offer: Pick<OfferCard, 'productId' | 'comparedProductId' | 'productName' | 'marketId'>;
  labels: OfferLabels;
}

/**
 * The card's compact 'add to basket': one more of the product each tap, and under it how many the basket holds,
 * linking to the basket. The button stays where it was, so a second tap (or the keyboard's focus) lands on it again.
 */
export function CardBasketButton({ offer, labels }: CardBasketButtonProps) {
  // The basket holds the product the comparison prices (a market's linked product is its global product,
  // IDENTITY.md §2), so one product from two markets' cards is one item.
  const quantity = useBasketQuantity(offer.comparedProductId);
  const full = useBasketCount() >= BASKET_MAX_ITEMS && quantity === 0;
  const add = () => {
    addToBasket({ productId: offer.comparedProductId, productName: offer.productName });
    // From a market's card: the market whose price the shopper saw gets the count.
    recordPublicEvent({ type: 'basketAdd', productId: offer.productId, marketId: offer.marketId });
  };
  return (
    <div className="basket">
      <Button variant="secondary" size="sm" fullWidth disabled={full} onClick={add} aria-label={`${labels.addToBasket}: ${offer.productName}`}>
        {labels.addToBasket}
      </Button>
      {/* Always present, so a screen reader hears the count change after a tap. */}
      <p className="muted" role="status">
        {quantity > 0 && <Link to={publicPaths.basket.getHref()}>{labels.inBasket(quantity)}</Link>}
        {full && labels.basketFull}
      </p>
    </div>
  );
}
