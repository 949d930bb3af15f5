export { PriceText } from './PriceText';
export type { PriceTextProps } from './types';
