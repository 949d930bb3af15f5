import { apiPath, send, sendVoid, type EntityId } from '@ofertat/shared-api';
import type { OfferDetail, OfferListItem, OfferOverviewItem } from '../contracts/offers.js';
import type { OfferValues } from '../validation/offer.js';

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
