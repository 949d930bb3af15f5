// The browser entry: API client, resources and messages, plus the session store, paths, constants and runtime
// config. The yup schemas stay behind '@ofertat/shared-api/validation' (only their types are re-exported here):
// this entry is a shared singleton on every page, and yup belongs only in the chunks that hold a form.
export * from './constants.js';
export * from './paths.js';
export * from './session/index.js';
export * from './runtime-config.js';
export * from './client/index.js';
export * from './resources/index.js';
export * from './messages.js';
export type * from './validation/index.js';
