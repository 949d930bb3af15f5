// The browser entry: API client, resources, schemas and messages, plus the session store, paths, constants and
// runtime config. The server imports '@ofertat/shared-api/validation' instead.
export * from './constants.js';
export * from './paths.js';
export * from './session/index.js';
export * from './runtime-config.js';
export * from './client/index.js';
export * from './resources/index.js';
export * from './validation/index.js';
