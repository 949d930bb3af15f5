// Every feature's routes. A feature lives in src/features/<area>/ and exports one plugin with its routes
// (full paths, as in spec section 7); add it here to put it in the app and in the OpenAPI document.
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './features/auth/auth-routes.js';
import { healthRoutes } from './features/health/health-routes.js';

export const featureRoutes: FastifyPluginAsync[] = [healthRoutes, authRoutes];
