// Every feature's routes. A feature lives in src/features/<area>/ and exports one plugin with its routes
// (full paths, as in spec section 7); add it here to put it in the app and in the OpenAPI document.
import type { FastifyPluginAsync } from 'fastify';
import { adsRoutes } from './features/ads/ads-routes.js';
import { analyticsRoutes } from './features/analytics/analytics-routes.js';
import { authRoutes } from './features/auth/auth-routes.js';
import { basketRoutes } from './features/basket/basket-routes.js';
import { catalogueRoutes } from './features/catalogue/catalogue-routes.js';
import { categoriesRoutes } from './features/categories/categories-routes.js';
import { compareRoutes } from './features/compare/compare-routes.js';
import { healthRoutes } from './features/health/health-routes.js';
import { jobPostsRoutes } from './features/job-posts/job-posts-routes.js';
import { citiesRoutes } from './features/cities/cities-routes.js';
import { marketsRoutes } from './features/markets/markets-routes.js';
import { nearbyRoutes } from './features/nearby/nearby-routes.js';
import { offerRoutes } from './features/offers/offer-routes.js';
import { overviewRoutes } from './features/overview/overview-routes.js';
import { pagesRoutes } from './features/pages/pages-routes.js';
import { priceHistoryRoutes } from './features/price-history/price-history-routes.js';
import { productIdentityRoutes } from './features/products/product-identity-routes.js';
import { productsRoutes } from './features/products/products-routes.js';
import { suggestRoutes } from './features/search/suggest-routes.js';
import { sessionsRoutes } from './features/sessions/sessions-routes.js';
import { storePointsRoutes } from './features/store-points/store-points-routes.js';
import { usersRoutes } from './features/users/users-routes.js';
import { flyersRoutes } from './features/flyers/flyers-routes.js';

export const featureRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  marketsRoutes,
  usersRoutes,
  adsRoutes,
  citiesRoutes,
  storePointsRoutes,
  nearbyRoutes,
  jobPostsRoutes,
  sessionsRoutes,
  offerRoutes,
  categoriesRoutes,
  productsRoutes,
  productIdentityRoutes,
  priceHistoryRoutes,
  suggestRoutes,
  compareRoutes,
  basketRoutes,
  flyersRoutes,
  overviewRoutes,
  analyticsRoutes,
  catalogueRoutes,
  pagesRoutes,
];
