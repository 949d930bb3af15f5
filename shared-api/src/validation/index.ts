// The validation entry: yup schemas and messages only. The server imports it too, so nothing here may pull in
// ky, zustand or the DOM.
export * from '../catalogue.js';
// Business constants (spec section 9) have no imports either; the server needs them too.
export * from '../constants.js';
export { isIsoDate, validationLimits } from './common.js';
export * from './login.js';
export * from './search.js';
export * from './offer.js';
export * from './market.js';
export * from './category.js';
export * from './city.js';
export * from './product.js';
export * from './user.js';
export * from './ad.js';
export * from './job-post.js';
export * from './flyer.js';
export * from './store-point.js';
export * from './app-session.js';
// Quantities and unit prices (COMPARISON.md §1): the product forms show what the server will read.
export * from '../quantity/parse-quantity.js';
export * from '../prices/price-arithmetic.js';
// Barcodes (IDENTITY.md §1): the GTIN rules the product schemas apply, for the server's lookup and the seeds too.
export * from '../barcodes/gtin.js';
export * from '../barcodes/barcode-problem.js';
