import { formatPrice } from '../../format';
import { Price } from './PriceText.styles';
import type { PriceTextProps } from './types';

/** A price as '120.00 ALL', or 'N/A' when missing. */
export function PriceText({ value, variant = 'regular', className }: PriceTextProps) {
  return (
    <Price className={className} $variant={variant}>
      {formatPrice(value)}
    </Price>
  );
}
