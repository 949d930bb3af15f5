import type { Category, CategoryWithCount } from '../contracts/categories.js';
import type { CategoryValues } from '../validation/category.js';
import { apiPath, send, sendVoid, toFormData, type EntityId } from './common.js';

export type { Category, CategoryWithCount };

export function fetchCategories(): Promise<CategoryWithCount[]> {
  return send((client) => client.get('api/category/all').json<CategoryWithCount[]>());
}

export function createCategory(fields: CategoryValues): Promise<void> {
  return sendVoid((client) => client.post('api/category/add', { body: toFormData({ ...fields }) }));
}

export function updateCategory(categoryId: EntityId, fields: CategoryValues): Promise<void> {
  return sendVoid((client) => client.put(apiPath`api/category/update/${categoryId}`, { body: toFormData({ ...fields }) }));
}
