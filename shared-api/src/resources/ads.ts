import type { Ad } from '../contracts/ads.js';
import type { KyInstance } from 'ky';
import { apiPath, send, sendVoid, type EntityId } from './common.js';

export type { Ad };

// No active ad for a slot may come back as an empty body; ky's json() gives '' for it.
async function fetchSlotAd(client: KyInstance, path: string): Promise<Ad | null> {
  const ad = await client.get(path).json<Ad | ''>();
  return ad === '' ? null : ad;
}

export function fetchTopAd(): Promise<Ad | null> {
  return send((client) => fetchSlotAd(client, 'api/ads/top'));
}

export function fetchBottomAd(): Promise<Ad | null> {
  return send((client) => fetchSlotAd(client, 'api/ads/bottom'));
}

export function recordAdClick(adsId: EntityId): Promise<void> {
  return sendVoid((client) => client.post(apiPath`api/ads/count/${adsId}`));
}
