// The design system's part that the public site's first load uses (@ofertat/shared-ui/public): the shell and the
// public remote's start-up import this entry, so a page that shows no form, no chart and no admin layout loads
// none of them. The whole design system, this part included, is '@ofertat/shared-ui' (index.ts).
export * from './theme';
export * from './format';
export { useTimedMessage, type TimedMessage } from './hooks/use-timed-message';
export { useResource, type Resource, type ResourceOptions, type ResourceState } from './hooks/use-resource';
export { createServerSeed, ResourceSeedContext, useSeed, type ResourceSeed, type Seeded } from './hooks/resource-seed';
export { parseRouteId } from './routing/route-id';
export * from '@ofertat/shared-ui/routing';
export * from './icons';

export * from './components/button';
export * from './components/icon-button';
export * from './components/card';
export * from './components/card-grid';
export * from './components/modal';
export * from './components/skeleton';
export * from './components/spinner';
export * from './components/message-banner';
export * from './components/nav-bar';
export * from './components/footer';
export * from './components/public-layout';
export * from './components/not-found-page';
export * from './components/error-state';
export * from './components/empty-state';
export * from './components/price-text';
export * from './components/image-with-fallback';
export * from './components/visually-hidden';
export * from './components/skip-link';
