// Types only: the client is made once, by the page state (createApiClient lives in its chunk, not twice).
export type { ApiClientOptions, ApiRequestOptions } from './api-client.js';
export { configureApiClient, getApiClient } from '@ofertat/shared-api/page-state';
export * from './api-error.js';
