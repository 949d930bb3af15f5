import styled from 'styled-components';
import { OFFER_POPUP_HEIGHT_PX } from '@ofertat/shared-api';
import { getTheme, ImageWithFallback, Modal, NOT_AVAILABLE, PriceText, VisuallyHidden } from '@ofertat/shared-ui';
import { formatDiscount } from './discount';
import type { OfferGroup } from './group-offers';
import { formatOfferPeriod } from './offer-card';
import type { OfferLabels } from './offer-labels';
import { discountBadgeLook } from './offer-card.styles';

const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

const InlineDiscount = styled.span`
  ${discountBadgeLook}
`;

export interface OfferGroupPopupProps {
  /** The product whose offers are listed; null keeps the popup closed. */
  group: OfferGroup | null;
  labels: OfferLabels;
  onClose: () => void;
}

/** Every offer of one product, cheapest first, in a popup about 400 px high (spec section 2). */
export function OfferGroupPopup({ group, labels, onClose }: OfferGroupPopupProps) {
  return (
    <Modal open={group !== null} onClose={onClose} title={group?.productName ?? ''} height={OFFER_POPUP_HEIGHT_PX}>
      <Rows>
        {group?.offers.map((offer) => {
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
            </Row>
          );
        })}
      </Rows>
    </Modal>
  );
}
