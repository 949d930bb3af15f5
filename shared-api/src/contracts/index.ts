// Shapes of the API's answers, one file per resource: declared once here, re-exported by the client's
// resources and imported by the server that sends them. Types only and free of browser APIs, so the server can
// import them (`@ofertat/shared-api/contracts`).
export type * from './ads.js';
export type * from './analytics.js';
export type * from './basket.js';
export type * from './categories.js';
export type * from './compare.js';
export type * from './job-posts.js';
export type * from './cities.js';
export type * from './markets.js';
export type * from './offers.js';
export type * from './overview.js';
export type * from './products.js';
export type * from './product-identity.js';
export type * from './search.js';
export type * from './sessions.js';
export type * from './store-points.js';
export type * from './users.js';
export type * from './flyers.js';
