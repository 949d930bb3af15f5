import type { ReactNode } from 'react';
import { publicPaths, type OfferCard } from '@ofertat/shared-api';
import { formatDayMonth, ImageWithFallback, Link, NOT_AVAILABLE, PriceText } from '@ofertat/shared-ui';
import { CardBasketButton } from './card-basket-button';
import { formatDiscount } from './discount';
import type { OfferLabels } from './offer-labels';
import { PriceFacts } from './price-facts';
import { CardRoot } from './offer-card.styles';

export interface OfferCardViewProps {
  offer: OfferCard;
  labels: OfferLabels;
  /** 2 where the card sits right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** 'eager' for the cards in the first screen, so the largest image is not held back. */
  imageLoading?: 'eager' | 'lazy';
  /** Shown over the image's top-right corner, e.g. the '+N' badge. */
  corner?: ReactNode;
}

/** Offer period as 'DD/MM - DD/MM'; each end is 'N/A' when missing. */
export function formatOfferPeriod(start: string | null | undefined, end: string | null | undefined): string {
  return `${formatDayMonth(start)} - ${formatDayMonth(end)}`;
}

/**
 * One offer as spec section 2 lists it: image, discount, name, unit, both prices, market and period; with the
 * unit price and the 30-day low of the comparison engine. Its name leads to the product's page; its button adds
 * the product to the basket.
 */
export function OfferCardView({ offer, labels, headingLevel = 3, imageLoading = 'lazy', corner }: OfferCardViewProps) {
  const discount = formatDiscount(offer.discountPercentage);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <CardRoot forwardedAs="article" padding="none">
      <div className="image">
        <ImageWithFallback src={offer.productImage} alt={offer.productName} width={320} height={240} fit="contain" loading={imageLoading} />
        {discount && <span className="discount">{discount}</span>}
        {corner && <div className="corner">{corner}</div>}
      </div>
      <div className="body">
        <Heading className="name">
          {/* The compared product's page: a linked product's is its global product's (IDENTITY.md §2). */}
          <Link to={publicPaths.product.getHref({ productId: offer.comparedProductId })}>{offer.productName}</Link>
        </Heading>
        <p className="muted">{offer.productUnit || NOT_AVAILABLE}</p>
        <dl className="prices">
          <dt>{labels.normalPrice}</dt>
          <dd>
            <PriceText value={offer.oldPrice} variant="old" />
          </dd>
          <dt>{labels.offerPrice}</dt>
          <dd>
            <PriceText value={offer.newPrice} variant="offer" />
          </dd>
        </dl>
        <p className="facts">
          <PriceFacts offer={offer} labels={labels} />
        </p>
        <div className="market">
          <span className="logo">
            <ImageWithFallback src={offer.marketLogo} alt="" width={32} height={32} fit="contain" />
          </span>
          <span>{offer.marketName || NOT_AVAILABLE}</span>
        </div>
        <p className="muted">{formatOfferPeriod(offer.offerStartDate, offer.offerEndDate)}</p>
        <CardBasketButton offer={offer} labels={labels} />
      </div>
    </CardRoot>
  );
}
