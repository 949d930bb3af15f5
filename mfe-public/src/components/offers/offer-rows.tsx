import styled from 'styled-components';
import type { OfferCard } from '@ofertat/shared-api';
import { getTheme, ImageWithFallback, NOT_AVAILABLE, PriceText, VisuallyHidden } from '@ofertat/shared-ui';
import { PlainList } from '../page';
import { formatDiscount } from './discount';
import { formatOfferPeriod } from './offer-card';
import { discountBadgeLook } from './offer-card.styles';
import type { OfferLabels } from './offer-labels';
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
