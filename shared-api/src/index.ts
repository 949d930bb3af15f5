// The browser entry: API client, the public pages' resources and messages, plus the session store, paths, constants,
// runtime config and the deployment manifest's format. The yup schemas stay behind '@ofertat/shared-api/validation'
// (only their types are re-exported here): this entry is a shared singleton on every page, and yup belongs only in the
// chunks that hold a form.
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
export * from './resources/index.js';
// For '@ofertat/shared-api/admin' only (see resources/common.ts).
export { apiPath, send, sendVoid, toFormData } from './resources/common.js';
// The admin areas' calls are '@ofertat/shared-api/admin'; their types are named here too.
export type * from './admin/index.js';
// The public pages' texts only; the whole catalogue is the validation entry's (catalogue.ts).
export { messages } from './messages.js';
export type * from './validation/index.js';
// Quantities and unit prices (COMPARISON.md §1) are the validation entry's: the server and the admin forms read them,
// no public page does (the server sends each card its unit price).
// Barcodes (IDENTITY.md §1) are '@ofertat/shared-api/barcodes' (the GTIN rules, pure: the public scan and the
// spreadsheet import bundle them where they are used) and the validation entry (with the form's rule).
