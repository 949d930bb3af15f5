export * from './api-client.js';
export * from './api-error.js';
export type { UploadOptions, UploadProgress } from './upload.js';
