import type { BasketComparison, BasketRequest } from '../contracts/basket.js';
import { send } from './common.js';

export type { BasketComparison, BasketRequest };

/**
 * What a shopping list costs at each market, the cheapest market and the best split over two
 * (POST /api/basket/compare). A question, not a write: the list travels in the body because it can be long.
 */
export function compareBasket(request: BasketRequest): Promise<BasketComparison> {
  return send((client) => client.post('api/basket/compare', { json: request }).json<BasketComparison>());
}
