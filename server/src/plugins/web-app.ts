// Serves the built web app (shell, remotes, deployment manifest) and the uploaded files on the same paths
// as nginx in production, so one process on one port is the whole product:
//   /                       WEB_ROOT (index.html, main.js, chunks, /remotes.json, /remotes/<name>/<version>/…)
//   /runtime-config.json    WEB_ROOT's file if present, otherwise generated from the configuration
//   /uploads/…              DATA_DIR/uploads (random file names, so cached for a year)
// Any other GET without a file extension outside /api and /uploads is a client-side route: it gets
// index.html, with the runtime config, the deployment manifest and the public remote's preload hints written
// into it (index-page.ts), and the page's own head (title, description, canonical address, link preview, JSON-LD)
// and status: 404 for an unknown route or an id the public cannot see (features/pages/page-heads.ts). A missing file with an extension is a 404, never index.html: a missing manifest or chunk
// returned as HTML would break the shell in confusing ways.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { withPageHead } from '../features/pages/page-head-html.js';
import { createPageHeads } from '../features/pages/page-heads.js';
import { createPageRenderer, pageCookies, withServerRender } from '../features/pages/page-renderer.js';
import { errorMessages } from '../lib/http-errors.js';
import { EMBEDDED_JSON_IDS } from '@ofertat/shared-api/deployment';
import { createIndexPage, isPublicRoute, withoutScriptPreloads } from './index-page.js';
import { COMPRESS, pickEncoding } from './public-cache.js';

/** Entry points whose names never change: browsers must revalidate them on every load. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'runtime-config.json', 'remoteEntry.js', 'mf-manifest.json', 'main.js']);
/** A content hash in the file name (`514.3f9a2c1d.js`): the content of that name never changes. */
const CONTENT_HASH = /[.\-_][0-9a-f]{8,}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sent with pages (nginx.conf sends the same): the product uses no browser feature but the visitor's position
 * on the store map and the camera of the barcode scanner ("Skano barkodin"), both for this origin's own pages only,
 * so a script that got in anyway (or a page framing ours) can reach no microphone, payment or sensor. Only features
 * that browsers know: an unknown one is logged as a console error on every page.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Suffixes of the precompressed copies the build writes beside each asset (served by `preCompressed`). */
const COMPRESSED_COPY = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  // A compressed copy is cached like the file it compresses.
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (ENTRY_FILES.has(name)) return 'no-cache';
  // Anything else without a hash may change on the next deploy: revalidate (cheap with ETag).
  return CONTENT_HASH.test(name) ? IMMUTABLE : 'no-cache';
}

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
const hasFileExtension = (url: string) => /\.[A-Za-z0-9]+$/.test(url.slice(url.lastIndexOf('/') + 1));

function runtimeConfig(config: Config) {
  // The forms refuse a file over these limits before uploading it (behind nginx a too-large body may not even
  // reach the server, and the upload would be time lost).
  const uploadLimits = { image: config.uploads.imageMaxBytes, pdf: config.uploads.pdfMaxBytes };
  return { apiBaseUrl: '', ...config.publicSettings, uploadLimits };
}

export const webAppPlugin = fp(
  async (app: FastifyInstance) => {
    const { webRoot, uploads } = app.config;
    const indexFile = path.join(webRoot, 'index.html');
    const indexPage = createIndexPage({ webRoot, generatedRuntimeConfig: () => runtimeConfig(app.config) });
    const pageHeads = createPageHeads({ db: app.db, catalogue: app.catalogue, cache: app.publicCache, config: app.config });
    const pageRenderer = createPageRenderer({ app, webRoot, log: app.log });

    /**
     * The page with the public remote's server render in it, when the page is the public site's and renderable:
     * a public route, or a 404 (an unknown route or id, which the public site shows as its not-found page; the
     * sign-in screens and the admin areas are never 404).
     */
    async function rendered(page: string, status: number, url: string, headers: FastifyRequest['headers'], visitorIp: string): Promise<string> {
      if (status !== 404 && !(status === 200 && isPublicRoute(url.split('?')[0] ?? '/'))) return page;
      const { publicEntry, runtimeConfig } = await indexPage.serverRenderInputs();
      const render = publicEntry === undefined ? undefined : await pageRenderer.render(publicEntry, { url, runtimeConfig, cookies: pageCookies(headers.cookie), userAgent: headers['user-agent'], visitorIp });
      return render ? withServerRender(withoutScriptPreloads(page), render, EMBEDDED_JSON_IDS.resourceSeed) : page;
    }
    mkdirSync(uploads.dir, { recursive: true });

    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      // Only files are served from here; a path without an extension (`/`, `/admin`, a folder) is a
      // client-side route and reaches the SPA fallback below.
      allowedPath: (pathName) => hasFileExtension(pathName),
      cacheControl: false,
      // The build writes `.br`/`.gz` beside each script and style sheet: send those to browsers that accept them.
      preCompressed: true,
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        if (filePath.endsWith('.html')) reply.header('permissions-policy', PERMISSIONS_POLICY);
      },
    });

    await app.register(fastifyStatic, {
      root: uploads.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', IMMUTABLE);
        // Uploads come from users: never let a browser reinterpret one as another type (HTML, script).
        reply.header('x-content-type-options', 'nosniff');
        // Opened directly, a file is a document of its own with no access to this origin (cookies, storage,
        // the API), whatever it holds: the PDFs' active content is removed on upload, this is the second wall.
        reply.header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
        // A PDF opened directly is downloaded, not shown by the browser's own reader on this origin. The flyer
        // viewer fetches it with pdf.js, which ignores both headers.
        if (filePath.endsWith('.pdf')) reply.header('content-disposition', 'attachment; filename="volantino.pdf"');
      },
    });

    app.get('/runtime-config.json', { schema: { hide: true } }, async (_request, reply) => {
      if (existsSync(path.join(webRoot, 'runtime-config.json'))) return reply.sendFile('runtime-config.json');
      return reply.header('cache-control', 'no-cache').send(runtimeConfig(app.config));
    });

    // Not async: every branch sends. An async handler returning the reply had fastify wait on the sent
    // reply once more per request (MaxListenersExceededWarning on the response).
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPageNavigation =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isUnder(url, '/api') &&
        !isUnder(url, '/uploads') &&
        !hasFileExtension(url);
      if (!isPageNavigation) {
        reply.code(404).send({ message: errorMessages.notFound });
        return;
      }
      // Read per request (again only when a file changed), so a build or a remote published while the server
      // runs is picked up.
      Promise.all([indexPage.render(url), pageHeads.describe(url)])
        .then(async ([page, head]) => {
          if (page === undefined) return [undefined, head] as const;
          const html = withPageHead(await rendered(page, head.status, request.url, request.headers, request.ip), head, app.config.publicOrigin);
          // A rendered page is tens of kilobytes of markup and data: compressed, a phone gets it in a fraction.
          const encoding = pickEncoding(request.headers['accept-encoding']);
          return [encoding ? { encoding, bytes: await COMPRESS[encoding](Buffer.from(html)) } : { encoding, bytes: html }, head] as const;
        })
        .then(
        ([page, head]) => {
          if (page === undefined) {
            reply
              .code(503)
              .type('text/plain; charset=utf-8')
              .send(`The web app has not been built: ${indexFile} is missing. Run \`npm run build\` and reload.\n`);
          } else {
            if (page.encoding) reply.header('content-encoding', page.encoding);
            reply
              .code(head.status)
              .type('text/html; charset=utf-8')
              .header('cache-control', cacheControlFor(indexFile))
              // A public page is rendered with the visitor's city, the app popup by phone and its closed state.
              .header('vary', 'Accept-Encoding, Cookie, User-Agent')
              .header('permissions-policy', PERMISSIONS_POLICY)
              .send(page.bytes);
          }
        },
        (error: unknown) => reply.send(error),
      );
    });
  },
  { name: 'web-app', decorators: { fastify: ['config', 'db', 'publicCache'] } },
);
