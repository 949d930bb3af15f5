import { useState } from 'react';
import styled from 'styled-components';
import { BASKET_MAX_ITEMS, publicPaths, recordPublicEvent } from '@ofertat/shared-api';
import { Button, getTheme, Link } from '@ofertat/shared-ui';
import { addToBasket, useBasketCount, useBasketQuantity } from '../../lib/basket';
import { albanianOfferLabels } from '../../components/offers';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

const Status = styled.p`
  margin: ${(p) => getTheme(p).spacing(2)} 0 0;
  min-height: 1.5em;
  a { color: ${(p) => getTheme(p).colors.primaryHover}; }
`;

/** The product page's 'add to basket' with a quantity; the basket keeps the sum when the product is there already. */
export function ProductBasketForm({ productId, productName }: { productId: number; productName: string }) {
  const [quantity, setQuantity] = useState(1);
  const inBasket = useBasketQuantity(productId);
  const full = useBasketCount() >= BASKET_MAX_ITEMS && inBasket === 0;
  const add = () => {
    addToBasket({ productId, productName }, quantity);
    // No market named: the page shows them all, so each market offering the product gets the count.
    recordPublicEvent({ type: 'basketAdd', productId });
  };
  return (
    <div>
      <Row>
        <QuantityStepper value={quantity} onChange={setQuantity} productName={productName} />
        <Button onClick={add} disabled={full}>
          {albanianOfferLabels.addToBasket}
        </Button>
      </Row>
      <Status role="status">
        {inBasket > 0 && (
          <>
            {albanianOfferLabels.inBasket(inBasket)} · <Link to={publicPaths.basket.getHref()}>Shiko shportën</Link>
          </>
        )}
        {full && albanianOfferLabels.basketFull}
      </Status>
    </div>
  );
}
