// Helpers every resource file uses. Besides EntityId, the browser entry exports them for the admin entry
// (src/admin), which must call through this copy: the one the page's ApiError and configured client belong to.
import type { KyInstance } from 'ky';
import { getApiClient } from '@ofertat/shared-api/page-state';
import { toApiError } from '../client/api-error.js';

/** Ids come back from the API as numbers; callers may pass them as read from the URL or localStorage. */
export type EntityId = number | string;

/** Builds a path under the API prefix with every interpolated id URL-encoded. */
export function apiPath(strings: TemplateStringsArray, ...ids: EntityId[]): string {
  return strings.reduce((path, part, index) => path + encodeURIComponent(String(ids[index - 1])) + part);
}

/** Runs a call on the configured client and maps every failure through the one error mapping. */
export async function send<T>(call: (client: KyInstance) => Promise<T>): Promise<T> {
  try {
    return await call(getApiClient());
  } catch (error) {
    throw await toApiError(error);
  }
}

/** A call whose answer the screens do not need; spec section 7 only promises a success status. */
export async function sendVoid(call: (client: KyInstance) => Promise<unknown>): Promise<void> {
  await send(call);
}

type FormValue = string | number | boolean | Blob | null | undefined;

/** Multipart body. Empty values are left out, so the server sees "not given" rather than the text 'null'. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}
