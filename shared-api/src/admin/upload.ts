// Multipart uploads (flyers, logos, product and ad images) with progress.
// ky's own onUploadProgress streams the request body, which Chrome allows only over HTTP/2 and Firefox and Safari
// not at all, so progress comes from XMLHttpRequest behind a fetch-compatible function: ky's hooks (token, 401),
// timeout and error mapping still apply unchanged.
import type { Options } from 'ky';

export interface UploadProgress {
  /** 0 to 1. */
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

export interface UploadOptions {
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Milliseconds, or false for none. */
  timeout?: number | false;
  /** Aborting it stops the upload mid-way: the server then reads a broken form and stores nothing. */
  signal?: AbortSignal;
}

// A 30 MB flyer on a slow mobile line takes minutes, far beyond the 30 s of ordinary calls.
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

// Statuses whose Response must not have a body (the Response constructor throws otherwise).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function createProgressFetch(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    // The multipart Blob keeps the boundary of the Content-Type header copied below.
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    const { signal } = request;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        const totalBytes = event.lengthComputable ? event.total : (body?.size ?? 0);
        const percent = totalBytes > 0 ? Math.min(event.loaded / totalBytes, 1) : 0;
        onProgress({ percent, transferredBytes: event.loaded, totalBytes });
      });
      xhr.addEventListener('load', () => {
        const responseBody = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob);
        const headers = parseHeaders(xhr.getAllResponseHeaders());
        resolve(new Response(responseBody, { status: xhr.status, statusText: xhr.statusText, headers }));
      });
      // Same shape as fetch's network failure, so the error mapping treats both alike.
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () => reject(signal.reason));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/** ky options for a multipart call: the form as body, the long upload timeout and, when asked, progress and abort. */
export function uploadRequestOptions(body: FormData, { onUploadProgress, timeout = UPLOAD_TIMEOUT_MS, signal }: UploadOptions = {}): Options {
  const options: Options = { body, timeout, ...(signal && { signal }) };
  return onUploadProgress ? { ...options, fetch: createProgressFetch(onUploadProgress) } : options;
}
