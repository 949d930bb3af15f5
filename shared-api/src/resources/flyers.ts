import type { Flyer } from '../contracts/flyers.js';
import { apiPath, send, sendVoid, type EntityId } from './common.js';

export type { Flyer };

export function fetchFlyers(): Promise<Flyer[]> {
  return send((client) => client.get('api/volantino/all').json<Flyer[]>());
}

export function fetchFlyer(volantinoId: EntityId): Promise<Flyer> {
  return send((client) => client.get(apiPath`api/volantino/${volantinoId}`).json<Flyer>());
}

export function recordFlyerClick(volantinoId: EntityId): Promise<void> {
  return sendVoid((client) => client.post(apiPath`api/volantino/count/${volantinoId}`));
}
