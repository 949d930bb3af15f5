// The super admin's area home (issue 5):
//   GET /api/admin/overview   super admin: counts of markets, users, current offers, active ads, current flyers,
//                             and the clicks recorded on ads and flyers
// A dedicated endpoint because the lists cannot give these numbers: /api/volantino/all leaves out ended flyers
// (and their clicks), and summing the other lists would download every user and offer for seven numbers.
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { bearerAuth } from '../auth/auth-plugin.js';
import { createOverviewRepository } from './overview-repository.js';

const countProperty = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;

const overviewProperties = {
  markets: countProperty('Active markets'),
  activeUsers: countProperty('Accounts that can log in'),
  currentOffers: countProperty('Offers running today (Europe/Tirane) in active markets'),
  activeAds: countProperty('Ads that may be served on the home page'),
  currentFlyers: countProperty('Flyers of active markets that have not ended'),
  adClicks: countProperty('Clicks recorded on all ads'),
  flyerClicks: countProperty('Clicks recorded on all flyers, ended ones included'),
} as const;

export const overviewRoutes: FastifyPluginAsync = async (app) => {
  const repository = createOverviewRepository(app.db);

  app.get(
    '/api/admin/overview',
    {
      onRequest: [app.requireRole('ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['overview'],
        summary: "Platform counts for the super admin's area home",
        security: bearerAuth,
        response: {
          200: { type: 'object', properties: overviewProperties, required: Object.keys(overviewProperties) },
          ...errorResponses(401, 403),
        },
      },
    },
    () => repository.read(tiraneToday()),
  );
};
