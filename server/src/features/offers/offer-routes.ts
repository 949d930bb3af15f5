// The offers feature: management routes for market staff and the public card routes.
import type { FastifyPluginAsync } from 'fastify';
import { offerAdminRoutes } from './offer-admin-routes.js';
import { offerPublicRoutes } from './offer-public-routes.js';

export const offerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(offerAdminRoutes);
  await app.register(offerPublicRoutes);
};
