// The admin areas' API calls: what only the market admin's and the super admin's screens ask (their lists, forms,
// uploads and removals). Shared apart from the browser entry (`@ofertat/shared-api`), so the public pages, which the
// shell starts with that entry, never load them. Every call here runs through the browser entry's `send`, reached
// by the package name and never by a relative path: the federation runtime then hands these functions the one
// configured client and the one ApiError class of the page, whichever app loaded this entry first.
export * from './ads.js';
export * from './analytics.js';
export * from './categories.js';
export * from './cities.js';
export * from './flyers.js';
export * from './job-posts.js';
export * from './markets.js';
export * from './offers.js';
export * from './overview.js';
export * from './product-duplicates.js';
export * from './product-identity.js';
export * from './products.js';
export * from './sessions.js';
export * from './store-points.js';
export * from './users.js';
export type { UploadOptions, UploadProgress } from './upload.js';
