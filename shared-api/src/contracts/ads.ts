/** Spec section 3 "Ad". */
export interface Ad {
  adsId: number;
  adsName: string;
  adsOutsideLink: string;
  /** URL of the image; null when the ad has none. */
  adsImageUrl: string | null;
  active: boolean;
  /** 1 = top of the home page, 2 = bottom. */
  displayOrder: number;
  adsClicks: number;
}
