import styled from 'styled-components';
import { getTheme, IconButton } from '@ofertat/shared-ui';
import { toggleFavoriteMarket, toggleFavoriteProduct, useIsFavoriteMarket, useIsFavoriteProduct, type FavoriteMarket, type FavoriteProduct } from '../../lib/favorites';

const Star = styled.svg<{ $filled: boolean }>`
  width: 22px;
  height: 22px;
  fill: ${(p) => (p.$filled ? getTheme(p).colors.primary : 'none')};
  stroke: currentColor;
  stroke-width: 2;
  stroke-linejoin: round;
`;

interface StarButtonProps {
  name: string;
  starred: boolean;
  onToggle: () => void;
  /** On an image: a white disc keeps the star readable over any picture. */
  onImage?: boolean;
}

const OnImage = styled(IconButton)`
  background: ${(p) => getTheme(p).colors.surface};
  box-shadow: ${(p) => getTheme(p).shadows.sm};
`;

/** A toggle whose name stays the same and whose state is aria-pressed, as screen readers expect of a star. */
function StarButton({ name, starred, onToggle, onImage = false }: StarButtonProps) {
  const Button = onImage ? OnImage : IconButton;
  return (
    <Button size="sm" aria-label={`Të preferuarat: ${name}`} aria-pressed={starred} title={starred ? 'Hiq nga të preferuarat' : 'Shto te të preferuarat'} onClick={onToggle}>
      <Star viewBox="0 0 24 24" aria-hidden="true" focusable="false" $filled={starred}>
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
      </Star>
    </Button>
  );
}

export function FavoriteMarketButton({ market }: { market: FavoriteMarket }) {
  const starred = useIsFavoriteMarket(market.marketId);
  return <StarButton name={market.marketName} starred={starred} onToggle={() => toggleFavoriteMarket(market)} />;
}

export function FavoriteProductButton({ product, onImage }: { product: FavoriteProduct; onImage?: boolean }) {
  const starred = useIsFavoriteProduct(product.productId);
  return <StarButton name={product.productName} starred={starred} onToggle={() => toggleFavoriteProduct(product)} onImage={onImage} />;
}
