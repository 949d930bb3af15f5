import type { Ad } from '../contracts/ads.js';
import type { KyInstance } from 'ky';
import { uploadRequestOptions, type UploadOptions } from '../client/upload.js';
import { apiPath, send, sendVoid, toFormData, type EntityId } from './common.js';

export type { Ad };

export interface AdFields {
  adsName: string;
  adsOutsideLink: string;
  active: boolean;
  displayOrder: number;
  /** Required on create; left out on edit to keep the current image. */
  adsImageUrl?: Blob | null;
}

export function fetchAds(): Promise<Ad[]> {
  return send((client) => client.get('api/ads/all').json<Ad[]>());
}

export function fetchAd(adsId: EntityId): Promise<Ad> {
  return send((client) => client.get(apiPath`api/ads/${adsId}`).json<Ad>());
}

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

export function createAd(fields: AdFields & { adsImageUrl: Blob }, options?: UploadOptions): Promise<void> {
  return sendVoid((client) => client.post('api/admin/add/ad', uploadRequestOptions(toFormData({ ...fields }), options)));
}

export function updateAd(adsId: EntityId, fields: AdFields, options?: UploadOptions): Promise<void> {
  const body = toFormData({ ...fields });
  return sendVoid((client) => client.put(apiPath`api/ads/edit/${adsId}`, uploadRequestOptions(body, options)));
}

export function deactivateAd(adsId: EntityId): Promise<void> {
  return sendVoid((client) => client.put(apiPath`api/ads/deactivate/${adsId}`));
}
