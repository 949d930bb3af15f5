export { PublicLayout } from './PublicLayout';
export type { PublicLayoutProps } from './types';
