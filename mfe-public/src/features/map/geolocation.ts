import { messages } from '@ofertat/shared-api';
import type { LocateResult } from '../../lib/geolocation';

/**
 * The transient message for a visitor without a position. The spec has one text for a refusal; a timeout or an
 * unavailable position ends the same way (stores shown without the visitor), so it gets the same text.
 */
export function locateMessage(result: LocateResult): string | null {
  switch (result.kind) {
    case 'position':
      return null;
    case 'failed':
      return messages.map.locationDenied;
    case 'unsupported':
      return messages.map.geolocationUnsupported;
  }
}
