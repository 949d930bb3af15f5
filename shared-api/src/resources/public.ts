// The resources a public page may call (and the shell's sign-in); the admin areas' own are added in index.ts.
export type { EntityId } from './common.js';
export * from './auth.js';
export * from './health.js';
export * from './markets.js';
export * from './cities.js';
export * from './categories.js';
export * from './products.js';
export * from './ads.js';
export * from './offers.js';
export * from './job-posts.js';
export * from './flyers.js';
export * from './store-points.js';
export * from './analytics.js';
export * from './search.js';
export * from './compare.js';
export * from './basket.js';
