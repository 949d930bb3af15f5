export { ImageWithFallback } from './ImageWithFallback';
export type { ImageWithFallbackProps } from './types';
