import type { Volantino } from '../contracts/volantino.js';
import { uploadRequestOptions, type UploadOptions } from '../client/upload.js';
import { apiPath, send, sendVoid, toFormData, type EntityId } from './common.js';

export type { Volantino };

export interface VolantinoFields {
  marketId: EntityId | null;
  volantinoName: string;
  volantinoStartDate: string;
  volantinoEndDate: string;
}

export interface VolantinoFiles {
  /** Cover image; sent as volantinoImageUrl. */
  image?: Blob | null;
  /** The flyer; sent as volantinoPdfUrl. */
  pdf?: Blob | null;
}

function toVolantinoForm(fields: VolantinoFields, files: VolantinoFiles): FormData {
  return toFormData({ ...fields, volantinoImageUrl: files.image, volantinoPdfUrl: files.pdf });
}

export function fetchVolantinos(): Promise<Volantino[]> {
  return send((client) => client.get('api/volantino/all').json<Volantino[]>());
}

/** All of one market's flyers, ended ones included (the admin list; that market's admin or the super admin). */
export function fetchMarketVolantinos(marketId: EntityId): Promise<Volantino[]> {
  return send((client) => client.get(apiPath`api/volantino/list/market/${marketId}`).json<Volantino[]>());
}

export function fetchVolantino(volantinoId: EntityId): Promise<Volantino> {
  return send((client) => client.get(apiPath`api/volantino/${volantinoId}`).json<Volantino>());
}

/** Both files are required on create; the server answers 201. */
export function createVolantino(fields: VolantinoFields, files: Required<VolantinoFiles>, options?: UploadOptions): Promise<void> {
  const body = toVolantinoForm(fields, files);
  return sendVoid((client) => client.post('api/volantino/add', uploadRequestOptions(body, options)));
}

/** Files left out keep the current ones. */
export function updateVolantino(
  volantinoId: EntityId,
  fields: VolantinoFields,
  files: VolantinoFiles = {},
  options?: UploadOptions,
): Promise<void> {
  const body = toVolantinoForm(fields, files);
  return sendVoid((client) => client.put(apiPath`api/volantino/edit/${volantinoId}`, uploadRequestOptions(body, options)));
}

export function deleteVolantino(volantinoId: EntityId): Promise<void> {
  return sendVoid((client) => client.delete(apiPath`api/volantino/delete/${volantinoId}`));
}

export function recordVolantinoClick(volantinoId: EntityId): Promise<void> {
  return sendVoid((client) => client.post(apiPath`api/volantino/count/${volantinoId}`));
}
