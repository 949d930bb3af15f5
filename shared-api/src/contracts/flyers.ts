/** A flyer. */
export interface Flyer {
  volantinoId: number;
  marketId: number;
  volantinoName: string;
  volantinoImageUrl: string | null;
  volantinoPdfUrl: string;
  volantinoStartDate: string;
  volantinoEndDate: string;
  marketName: string;
  /** URL of the market's logo; null when it has none. */
  marketLogo: string | null;
  /** Small cover image for lists. */
  volantinoThumbnailUrl: string | null;
  /** Recorded clicks (public lists may lag behind by a few). */
  volantinoClicks: number;
}
