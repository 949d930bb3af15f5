import { apiPath, sendVoid, toFormData, type EntityId } from '@ofertat/shared-api';
import type { CategoryValues } from '../validation/category.js';

export function createCategory(fields: CategoryValues): Promise<void> {
  return sendVoid((client) => client.post('api/category/add', { body: toFormData({ ...fields }) }));
}

export function updateCategory(categoryId: EntityId, fields: CategoryValues): Promise<void> {
  return sendVoid((client) => client.put(apiPath`api/category/update/${categoryId}`, { body: toFormData({ ...fields }) }));
}
