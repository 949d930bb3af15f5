import { send } from './common.js';

/** GET /api/admin/overview: platform counts for the super admin's area home. */
export interface AdminOverview {
  /** Active markets. */
  markets: number;
  /** Accounts that can log in. */
  activeUsers: number;
  /** Offers customers see today (running, of an active market). */
  currentOffers: number;
  /** Ads that may be served on the home page. */
  activeAds: number;
  /** Flyers customers see (not ended, of an active market). */
  currentFlyers: number;
  /** Clicks recorded on every ad. */
  adClicks: number;
  /** Clicks recorded on every flyer, ended ones included. */
  flyerClicks: number;
}

export function fetchAdminOverview(): Promise<AdminOverview> {
  return send((client) => client.get('api/admin/overview').json<AdminOverview>());
}
