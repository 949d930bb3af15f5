import { useParams, useResource, type Resource, parseRouteId } from '@ofertat/shared-ui';
import { errorStatus } from '../errors';

/** What a screen's load fails with when its route id is malformed; reads as "not found". */
export class InvalidRouteIdError extends Error {
  override readonly name = 'InvalidRouteIdError';
}

/** Loads the row named by the route parameter `param` (e.g. 'offerId'); a malformed id fails without a request. */
export function useRouteResource<T>(param: string, load: (id: number) => Promise<T>): Resource<T> {
  const id = parseRouteId(useParams()[param]);
  return useResource(() => (id === null ? Promise.reject(new InvalidRouteIdError(param)) : load(id)), [id]);
}

/** A 404 from the server or a malformed route id. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof InvalidRouteIdError || errorStatus(error) === 404;
}
