export interface Category {
  categoryId: number;
  categoryName: string;
}

/** GET /api/category/all adds how many distinct products have a current offer in the category. */
export interface CategoryWithCount extends Category {
  productCount: number;
}
