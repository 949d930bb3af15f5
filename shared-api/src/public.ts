// What a public page needs of the browser entry (@ofertat/shared-api/public): the shell, the design system and the
// public remote import this, so the home page's first load carries no admin-only resource, no quantity parser and
// no barcode rules. The whole browser entry, this part included, is '@ofertat/shared-api' (index.ts). Browser code
// only, like the index: its package export points at the source, for webpack and jest alike.
export * from './constants.js';
export * from './routes.js';
export * from './session/index.js';
export * from './runtime-config.js';
export * from './deployment/embedded-json.js';
export * from './deployment/mobile-platform.js';
export * from './deployment/page-cookies.js';
export * from './deployment/urls.js';
export * from './deployment/read-embedded-json.js';
export * from './deployment/remotes-manifest.js';
export type * from './deployment/server-render.js';
export * from './client/index.js';
export * from './resources/public.js';
export * from './messages.js';
