import { ApiError, messages } from '@ofertat/shared-api';

/** Spec section 8 for flyer calls: 404, no connection, the server's own message, else the generic text. */
export function flyerErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return messages.volantino.notFound;
    if (error.isNetworkError) return messages.volantino.networkError;
    if (error.userMessage) return error.userMessage;
  }
  return messages.volantino.genericFailure;
}
