// Every registered /api route must be in the OpenAPI document (/api/openapi.json) with its method, a
// summary, tags and responses, and must declare bearer security exactly when it refuses anonymous callers.
// Routes are read from the router itself (printRoutes), not from what the swagger plugin saw, so a route
// without a schema or hidden by mistake fails here.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

/** Routes deliberately left out of the document: the document itself and the Swagger UI serving it. */
const UNDOCUMENTED = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/];

interface RegisteredRoute {
  method: string;
  url: string;
}

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

/**
 * The routes in app.printRoutes({ commonPrefix: false }): a tree whose lines read
 * `<indent>├── <path segment> (GET, HEAD)`, four characters of indent per level; a node's full path is
 * its ancestors' segments joined. HEAD is left out: fastify adds it to every GET by itself.
 */
function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const ancestors: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    ancestors.length = match[1]!.length / 4;
    ancestors.push(match[2]!);
    const url = ancestors.join('');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

/** Fastify `/api/x/:id` → OpenAPI `/api/x/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const requiresBearer = (operation: Operation) =>
  (operation.security ?? []).length > 0 && operation.security!.every((requirement) => 'bearerAuth' in requirement);

let testApp: TestApp;
let apiRoutes: RegisteredRoute[];
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  testApp = await buildTestApp({ demoData: false });
  apiRoutes = registeredRoutes(testApp.app).filter(
    (route) => route.url.startsWith('/api/') && !UNDOCUMENTED.some((pattern) => pattern.test(route.url)),
  );
  paths = (testApp.app.swagger() as { paths: typeof paths }).paths;
});
afterAll(() => testApp.close());

describe('the OpenAPI document', () => {
  it('reads the routes from the router', () => {
    expect(apiRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/health' },
        { method: 'POST', url: '/api/sessions' },
        { method: 'GET', url: '/api/sessions/all-user-durations' },
        { method: 'GET', url: '/api/market/:id/market/locations' },
      ]),
    );
  });

  it('documents every /api route with its method, a summary, tags and its success response', () => {
    const problems = apiRoutes.flatMap(({ method, url }) => {
      const operation = paths[toOpenApiPath(url)]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${url}: missing (no schema, or hidden)`];
      const missing = [
        !operation.summary && 'summary',
        !operation.tags?.length && 'tags',
        !Object.keys(operation.responses ?? {}).some((status) => /^2\d\d$/.test(status)) && 'a 2xx response',
      ].filter(Boolean);
      return missing.length > 0 ? [`${method} ${url}: no ${missing.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('declares bearer security on exactly the routes that refuse anonymous callers', async () => {
    const problems: string[] = [];
    for (const { method, url } of apiRoutes) {
      const operation = paths[toOpenApiPath(url)]?.[method.toLowerCase()];
      if (!operation) continue; // reported by the test above
      const response = await testApp.app.inject({ method: method as 'GET', url: url.replace(/:[A-Za-z0-9_]+/g, '1') });
      const refusesAnonymous = response.statusCode === 401;
      if (refusesAnonymous !== requiresBearer(operation)) {
        problems.push(`${method} ${url}: anonymous call answered ${response.statusCode}, security ${JSON.stringify(operation.security ?? [])}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
