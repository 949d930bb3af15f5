import type { OfferCard, OfferDetail, OfferListItem, OfferOverviewItem } from '../contracts/offers.js';
import type { OfferValues } from '../validation/offer.js';
import { apiPath, send, sendVoid, type EntityId } from './common.js';

export type { OfferCard, OfferDetail, OfferListItem, OfferOverviewItem };

type Criterion = EntityId | null | undefined;

export interface SearchCriteria {
  productId?: Criterion;
  categoryId?: Criterion;
  locationId?: Criterion;
  marketId?: Criterion;
}

// The search payload names every criterion and sends null for an empty one (spec section 3); ids go as numbers.
function toCriterion(value: Criterion): EntityId | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
}

export function createOffer(values: OfferValues): Promise<void> {
  return sendVoid((client) => client.post('api/offer/add', { json: values }));
}

export function fetchOffer(offerId: EntityId): Promise<OfferDetail> {
  return send((client) => client.get(apiPath`api/offer/view/${offerId}`).json<OfferDetail>());
}

export function updateOffer(offerId: EntityId, values: OfferValues): Promise<void> {
  return sendVoid((client) => client.put(apiPath`api/offer/edit/${offerId}`, { json: values }));
}

export function deleteOffer(offerId: EntityId): Promise<void> {
  return sendVoid((client) => client.delete(apiPath`api/offer/delete/${offerId}`));
}

/** The market admin's offers, expired ones included. */
export function fetchMarketOfferList(marketId: EntityId): Promise<OfferListItem[]> {
  return send((client) => client.get(apiPath`api/offer/list/market/${marketId}`).json<OfferListItem[]>());
}

/** Every market's offers, current and expired, newest first (super admin only). */
export function fetchOfferOverview(): Promise<OfferOverviewItem[]> {
  return send((client) => client.get('api/offer/list/all').json<OfferOverviewItem[]>());
}

export function fetchOfferCards(): Promise<OfferCard[]> {
  return send((client) => client.get('api/offer/all').json<OfferCard[]>());
}

export function fetchSpecialOfferCards(): Promise<OfferCard[]> {
  return send((client) => client.get('api/offer/all/special').json<OfferCard[]>());
}

export function searchOffers(criteria: SearchCriteria): Promise<OfferCard[]> {
  const json = {
    productId: toCriterion(criteria.productId),
    categoryId: toCriterion(criteria.categoryId),
    locationId: toCriterion(criteria.locationId),
    marketId: toCriterion(criteria.marketId),
  };
  return send((client) => client.post('api/offer/search', { json }).json<OfferCard[]>());
}

export function fetchStoreOfferCards(storeLocationId: EntityId): Promise<OfferCard[]> {
  return send((client) => client.get(apiPath`api/offer/view/store/location/${storeLocationId}`).json<OfferCard[]>());
}

export function fetchMarketOfferCards(marketId: EntityId): Promise<OfferCard[]> {
  return send((client) => client.get(apiPath`api/offer/market/app/${marketId}`).json<OfferCard[]>());
}
