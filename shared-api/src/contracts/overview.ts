/** GET /api/admin/overview: platform counts for the super admin's area home. */
export interface AdminOverview {
  /** Active markets. */
  markets: number;
  /** Accounts that can log in. */
  activeUsers: number;
  /** Offers customers see today: running (start ≤ today ≤ end) and of an active market. */
  currentOffers: number;
  /** Ads that may be served on the home page. */
  activeAds: number;
  /** Flyers customers see: not ended (end ≥ today) and of an active market. */
  currentFlyers: number;
  /** Clicks recorded on every ad, active or not. */
  adClicks: number;
  /** Clicks recorded on every flyer, ended ones included. */
  flyerClicks: number;
}
