export { Card } from './Card';
export type { CardProps, CardPadding } from './types';
