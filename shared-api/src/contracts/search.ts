/** GET /api/search/suggest: what the type-ahead offers for a text (COMPARISON.md §4), best match first. */
export interface Suggestions {
  /** Products with a public offer; offerCount counts their offer cards. */
  products: { productId: number; productName: string; productUnit: string; offerCount: number }[];
  /** productCount counts the category's products with a public offer. */
  categories: { categoryId: number; categoryName: string; productCount: number }[];
  /** Active markets. */
  markets: { marketId: number; marketName: string; marketLogo: string | null }[];
  locations: { locationId: number; locationName: string }[];
}
