export * from './api-client.js';
export { configureApiClient, getApiClient } from '@ofertat/shared-api/page-state';
export * from './api-error.js';
export type { UploadOptions, UploadProgress } from './upload.js';
