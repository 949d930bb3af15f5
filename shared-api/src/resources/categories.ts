import type { Category, CategoryWithCount } from '../contracts/categories.js';
import { send } from './common.js';

export type { Category, CategoryWithCount };

export function fetchCategories(): Promise<CategoryWithCount[]> {
  return send((client) => client.get('api/category/all').json<CategoryWithCount[]>());
}
