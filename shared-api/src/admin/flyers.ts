import { apiPath, send, sendVoid, toFormData, type EntityId } from '@ofertat/shared-api';
import type { Flyer } from '../contracts/flyers.js';
import { uploadRequestOptions, type UploadOptions } from './upload.js';

export interface FlyerFields {
  marketId: EntityId | null;
  volantinoName: string;
  volantinoStartDate: string;
  volantinoEndDate: string;
}

export interface FlyerFiles {
  /** Cover image; sent as volantinoImageUrl. */
  image?: Blob | null;
  /** The flyer; sent as volantinoPdfUrl. */
  pdf?: Blob | null;
}

function toFlyerForm(fields: FlyerFields, files: FlyerFiles): FormData {
  return toFormData({ ...fields, volantinoImageUrl: files.image, volantinoPdfUrl: files.pdf });
}

/** All of one market's flyers, ended ones included (the admin list; that market's admin or the super admin). */
export function fetchMarketFlyers(marketId: EntityId): Promise<Flyer[]> {
  return send((client) => client.get(apiPath`api/volantino/list/market/${marketId}`).json<Flyer[]>());
}

/** Both files are required on create; the server answers 201. */
export function createFlyer(fields: FlyerFields, files: Required<FlyerFiles>, options?: UploadOptions): Promise<void> {
  const body = toFlyerForm(fields, files);
  return sendVoid((client) => client.post('api/volantino/add', uploadRequestOptions(body, options)));
}

/** Files left out keep the current ones. */
export function updateFlyer(
  volantinoId: EntityId,
  fields: FlyerFields,
  files: FlyerFiles = {},
  options?: UploadOptions,
): Promise<void> {
  const body = toFlyerForm(fields, files);
  return sendVoid((client) => client.put(apiPath`api/volantino/edit/${volantinoId}`, uploadRequestOptions(body, options)));
}

export function deleteFlyer(volantinoId: EntityId): Promise<void> {
  return sendVoid((client) => client.delete(apiPath`api/volantino/delete/${volantinoId}`));
}
