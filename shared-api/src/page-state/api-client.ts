import type { KyInstance } from 'ky';
import { type ApiClientOptions, createApiClient } from '../client/api-client.js';

let defaultClient: KyInstance | null = null;

/** Sets the client the resource functions use; the shell calls it once at start. */
export function configureApiClient(options: ApiClientOptions): KyInstance {
  defaultClient = createApiClient(options);
  return defaultClient;
}

export function getApiClient(): KyInstance {
  if (defaultClient === null) {
    throw new Error('shared-api: the API client is not configured; call configureApiClient({ baseUrl, getToken, onUnauthorized }) first.');
  }
  return defaultClient;
}
