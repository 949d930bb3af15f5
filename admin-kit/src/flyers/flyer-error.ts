import { ApiError } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';

/** The flyer texts of spec section 8: 404, no connection, the server's own text, else the generic one. */
export function flyerErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.volantino.genericFailure;
  if (error.status === 404) return messages.volantino.notFound;
  if (error.isNetworkError) return messages.volantino.networkError;
  return error.userMessage ?? messages.volantino.genericFailure;
}
