// The one ky instance behind every resource call. The shell passes in how to read the token and what to do when
// the session is over, so shared-api imports nothing from the UI.
import ky, { type KyInstance, type Options } from 'ky';

export interface ApiClientOptions {
  /** API origin, optionally with a path prefix; '' means the page's own origin. */
  baseUrl: string;
  /** Read on every request, so a new login or logout takes effect at once. */
  getToken?: () => string | null | undefined;
  /** Called when a request that carried a token answers 401: the session has expired or was revoked. */
  onUnauthorized?: () => void;
  /** What sends the requests: the browser's fetch by default; the server's render passes one that asks the server itself. */
  fetch?: typeof fetch;
}

/** Request options the client understands beyond ky's own. */
export interface ApiRequestOptions extends Options {
  /** Send no bearer token. Login uses it: a stale stored token must not turn a wrong password into "session expired". */
  anonymous?: boolean;
}

const TIMEOUT_MS = 30_000;

// ky joins prefixUrl and path as plain strings, so an empty or relative prefix would resolve against the current
// page (/admin/list-user-offer + api/… → /admin/api/…). Anchor it at the page origin instead.
function resolvePrefixUrl(baseUrl: string): string {
  if (/^https?:\/\//i.test(baseUrl)) return baseUrl;
  const origin = typeof location === 'undefined' ? '' : location.origin;
  if (origin === '' || origin === 'null') {
    throw new Error(`createApiClient: baseUrl "${baseUrl}" needs a page origin; pass an absolute http(s) URL here.`);
  }
  return new URL(baseUrl === '' ? '/' : baseUrl, origin).href;
}

export function createApiClient({ baseUrl, getToken, onUnauthorized, fetch }: ApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl: resolvePrefixUrl(baseUrl),
    ...(fetch ? { fetch } : {}),
    timeout: TIMEOUT_MS,
    // Only reads are safe to repeat: a retried POST could create an offer twice.
    retry: { limit: 2, methods: ['get'] },
    hooks: {
      beforeRequest: [
        (request, options) => {
          if ((options as ApiRequestOptions).anonymous) return;
          const token = getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && request.headers.has('Authorization')) onUnauthorized?.();
        },
      ],
    },
  });
}
