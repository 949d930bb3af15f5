export interface Product {
  productId: number;
  productName: string;
  productUnit: string;
  categoryId: number;
  categoryName: string;
  /** URL of the image; null when the product has none. */
  productImage: string | null;
  /** URL of a small version of the image, for lists. */
  productThumbnail: string | null;
  currentPrice: number | null;
  /** The market owning the product; null for a global product (the super admin's). */
  marketId: number | null;
}
