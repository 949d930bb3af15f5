export { MessageBanner } from './MessageBanner';
export type { MessageBannerProps, MessageTone } from './types';
