// Public pages rendered on the server by the public remote's own code. The release the deployment manifest names
// brings a Node container beside its browser files (`<version folder>/.server/remoteEntry.js`, built by the same
// webpack build); the server loads it through Module Federation's runtime and asks its `server-render` module for
// the page's markup, styles and data. Publishing or rolling back a release changes what is rendered at once: each
// release (folder and file state) is loaded under a name of its own, the first time a page needs it.
// A release without a container, a failed load, a failed or slow render: the page is sent as before, and the
// browser renders it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { createInstance } from '@module-federation/runtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  APP_POPUP_CLOSED_COOKIE,
  detectMobilePlatform,
  MY_CITY_COOKIE,
  type ServerRendered,
  type ServerRenderModule,
} from '@ofertat/shared-api/deployment';
import { tiraneToday } from '../../lib/tirane-date.js';
import { jsonDataBlock } from '../../plugins/index-page.js';

export interface PageRequest {
  /** The page's path and query. */
  url: string;
  /** The runtime config the page carries. */
  runtimeConfig: unknown;
  /** The navigation's cookies that the page renders with (PAGE_COOKIES), by name. */
  cookies: Record<string, string>;
  /** The navigation's User-Agent header: a phone's page carries the app popup. */
  userAgent: string | undefined;
  visitorIp: string;
}

/** A render that takes longer is given up: the browser renders the page instead of the visitor waiting. */
const RENDER_TIME_LIMIT_MS = 2_000;
/**
 * Rendered pages kept (the least recently used go first). A page shows no visitor's own state (that is applied
 * in the browser after hydration), so one render serves every visitor until a write changes what it shows.
 */
const KEPT_PAGES = 200;
const SERVER_FOLDER = '.server';
/** Entries are named by this origin inside the runtime; the loader below reads them from the web root. */
const WEB_ROOT_ORIGIN = 'http://web-root.ofertat.invalid';

export interface PageRenderer {
  /** The page at `url` as the release whose browser entry is `entry` renders it, or undefined (see above). */
  render(entry: string, page: PageRequest): Promise<ServerRendered | undefined>;
}

/** Fastify's answer to a request, as the fetch Response the remote's API client expects. */
async function injected(app: FastifyInstance, input: Parameters<typeof fetch>[0], init: RequestInit | undefined, visitorIp: string): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const payload = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
  const answer = await app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(payload ? { payload } : {}),
    // The visitor's own request budget (rate limits), not one shared by every rendered page.
    remoteAddress: visitorIp,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
  return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
}

export function createPageRenderer({ app, webRoot, log }: { app: FastifyInstance; webRoot: string; log: FastifyBaseLogger }): PageRenderer {
  const visitor = new AsyncLocalStorage<string>();
  // One fetch for every render (the remote configures its API client with it once); the visitor comes with the render.
  const fetchFromApp: typeof fetch = (input, init) => injected(app, input, init, visitor.getStore() ?? '127.0.0.1');

  const runtime = createInstance({
    name: 'ofertat_server',
    remotes: [],
    plugins: [
      {
        name: 'ofertat-web-root-entries',
        // A container is CommonJS: run it as Node runs a module file, so its runtime finds its chunks beside it.
        async loadEntry({ remoteInfo }) {
          const file = path.join(webRoot, new URL(remoteInfo.entry).pathname);
          const code = await readFile(file, 'utf8');
          const module: { exports: unknown } = { exports: {} };
          const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: file }).runInThisContext() as (
            ...args: unknown[]
          ) => void;
          run(module.exports, module, createRequire(file), path.dirname(file), file);
          return module.exports as never;
        },
      },
    ],
  });

  const releases = new Map<string, Promise<ServerRenderModule | undefined>>();

  // The runtime config shows in the page (the footer's links): a changed one is another page. Its digest is made
  // once per config object (the index page keeps one while its file is unchanged), not per navigation.
  const configKeys = new WeakMap<object, string>();
  function configKey(config: unknown): string {
    const digest = () => createHash('sha1').update(JSON.stringify(config) ?? '').digest('base64url');
    if (typeof config !== 'object' || config === null) return digest();
    let key = configKeys.get(config);
    if (key === undefined) configKeys.set(config, (key = digest()));
    return key;
  }

  // Any public change drops every kept page (a page shows many kinds of data), here and from other instances'
  // writes. A render that started before a drop is not kept. Keys hold the day: "current" changes at midnight.
  const pages = new Map<string, ServerRendered>();
  let generation = 0;
  app.publicCache.onDrop(() => {
    generation += 1;
    pages.clear();
  });

  function keep(key: string, page: ServerRendered, startedIn: number): void {
    if (!page.complete || startedIn !== generation || !app.publicCache.keepsBodies) return;
    pages.set(key, page);
    if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value as string);
  }

  async function release(entry: string): Promise<{ name: string; module: ServerRenderModule } | undefined> {
    // Only a release in this web root: an entry on another origin has no container here.
    if (!entry.startsWith('/') || entry.startsWith('//') || entry.split('/').includes('..')) return undefined;
    const containerPath = path.posix.join(path.posix.dirname(entry), SERVER_FOLDER, 'remoteEntry.js');
    let signature: string;
    try {
      const stats = await stat(path.join(webRoot, containerPath));
      signature = `${containerPath}:${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      return undefined;
    }
    const name = `mfe_public_${createHash('sha256').update(signature).digest('hex').slice(0, 16)}`;
    let loading = releases.get(name);
    if (!loading) {
      // Registered under the name of this state of the container, beside the releases loaded before.
      runtime.registerRemotes([{ name, entry: `${WEB_ROOT_ORIGIN}${containerPath}` }]);
      loading = runtime.loadRemote<ServerRenderModule>(`${name}/server-render`).then(
        (module) => (typeof module?.renderPage === 'function' ? module : undefined),
        (error: unknown) => {
          log.error({ err: error, entry }, 'the public remote could not be loaded for server rendering');
          return undefined;
        },
      );
      releases.set(name, loading);
    }
    const module = await loading;
    return module && { name, module };
  }

  return {
    async render(entry, { url, runtimeConfig, cookies, userAgent, visitorIp }) {
      const loaded = await release(entry);
      if (!loaded) return undefined;
      const config = configKey(runtimeConfig);
      const mobilePlatform = detectMobilePlatform(userAgent ?? '');
      const key = `${tiraneToday()}|${loaded.name}|${config}|${JSON.stringify(cookies)}|${mobilePlatform}|${url}`;
      const kept = pages.get(key);
      if (kept) {
        pages.delete(key);
        pages.set(key, kept);
        return kept;
      }
      const startedIn = generation;
      try {
        const signal = AbortSignal.timeout(RENDER_TIME_LIMIT_MS);
        const page = await visitor.run(visitorIp, () => loaded.module.renderPage({ url, runtimeConfig, cookies, mobilePlatform, fetch: fetchFromApp, signal }));
        keep(key, page, startedIn);
        return page;
      } catch (error) {
        log.warn({ err: error, url }, 'server rendering failed; the browser renders the page');
        return undefined;
      }
    },
  };
}

/** The cookies a render may read (the remote's, shared-api/src/deployment/page-cookies.ts): one page per value. */
const PAGE_COOKIES = [MY_CITY_COOKIE, APP_POPUP_CLOSED_COOKIE];

/** Those of PAGE_COOKIES that a Cookie header carries, by name. */
export function pageCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    const name = part.slice(0, separator).trim();
    // A cookie's value is the remote's to read; a long one is not a page of its own.
    if (separator > 0 && PAGE_COOKIES.includes(name)) cookies[name] = part.slice(separator + 1).trim().slice(0, 512);
  }
  return cookies;
}

/**
 * The page with a server render in it: the styles in the head, the markup in #root, and after it the data block
 * (never executed: the CSP allows no inline script), which the browser needs only when the scripts run, so it does
 * not hold up the head.
 */
export function withServerRender(page: string, rendered: ServerRendered, seedBlockId: string): string {
  const root = '<div id="root"></div>';
  if (!page.includes(root) || !page.includes('</head>')) return page;
  const seed = jsonDataBlock(seedBlockId, rendered.seed);
  // Replaced by functions: the markup may hold `$&`-like text that a replacement string would expand.
  return page.replace('</head>', () => `${rendered.styles}</head>`).replace(root, () => `<div id="root">${rendered.html}</div>${seed}`);
}
