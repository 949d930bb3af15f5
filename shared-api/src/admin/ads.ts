import { apiPath, send, sendVoid, toFormData, type EntityId } from '@ofertat/shared-api';
import type { Ad } from '../contracts/ads.js';
import { uploadRequestOptions, type UploadOptions } from './upload.js';

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
