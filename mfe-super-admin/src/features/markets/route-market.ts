import { messages } from '@ofertat/shared-api/validation';
import { isNotFoundError } from '@ofertat/admin-kit';

/** 'Marketi nuk u gjet.' for a bad or unknown (or deactivated) id, else the spec's market-data text. */
export function marketLoadFailureText(error: unknown): string {
  return isNotFoundError(error) ? messages.markets.notFound : messages.markets.dataLoadFailure;
}
