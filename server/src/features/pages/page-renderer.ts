// Public pages rendered on the server by the public remote's own code. The release the deployment manifest names
// brings a Node container beside its browser files (`<version folder>/.server/remoteEntry.js`, built by the same
// webpack build); its `server-render` module gives the page's markup, styles and data. Publishing or rolling back a
// release changes what is rendered at once: each release (folder and file state) is loaded under a name of its
// own, the first time a page needs it.
// That code is another team's release, so it runs apart (page-render-worker.ts): in a worker thread with no
// database handle, no environment and no secret, a bounded heap, and the public API as its only source of data,
// answered here with public GETs for the visitor of the render. A release without a container, a failed load,
// a failed or slow render, a crashed or stuck thread: the page is sent as before, and the browser renders it;
// the thread is started again for the next page (after a pause if it keeps failing), and the API never waits on it.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  APP_POPUP_CLOSED_COOKIE,
  detectMobilePlatform,
  MY_CITY_COOKIE,
  type ServerRendered,
} from '@ofertat/shared-api/deployment';
import { startSiblingWorker } from '../../lib/sibling-worker.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { jsonDataBlock } from '../../plugins/index-page.js';
import type { ApiAnswer, ApiRequest, FromWorker, PageOptions, RenderWorkerData, ToWorker } from './page-render-worker.js';

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
/** Starting the thread and compiling a release's container (a few MB of script) on a busy machine. */
const LOAD_TIME_LIMIT_MS = 15_000;
/**
 * A render is told to stop at its time limit; one that has not stopped this much later does not listen (a loop
 * that never yields, a promise that never settles): its thread is ended, with the other renders in it.
 */
const STOP_GRACE_MS = 500;
/**
 * The thread's heap: a release that grows beyond it ends its thread, not the server. The demo's pages render
 * within 16 MB (docs/benchmarks.md); this leaves room for larger pages and renders side by side.
 */
const WORKER_HEAP_MB = 96;
const WORKER_YOUNG_MB = 16;
/**
 * A thread that ended abnormally is started again at once, a second in a row (no page rendered in between) after
 * this pause, and each next after twice the last pause, up to the longest: a release that crashes its thread on
 * every page costs the server a start and a load (about 0.3 s of a core) now and then, not on every navigation.
 */
const RESTART_PAUSE_MS = 2_000;
const LONGEST_RESTART_PAUSE_MS = 60_000;
/**
 * Rendered pages kept (the least recently used go first). A page shows no visitor's own state (that is applied
 * in the browser after hydration), so one render serves every visitor until a write changes what it shows.
 */
const KEPT_PAGES = 200;
const SERVER_FOLDER = '.server';
/** Headers a render's request never brings to the API: it speaks for no signed-in user and for no other address. */
const WITHHELD_HEADERS = /^(authorization|cookie|forwarded|x-forwarded-.+|x-real-ip)$/i;

export interface PageRenderer {
  /** The page at `url` as the release whose browser entry is `entry` renders it, or undefined (see above). */
  render(entry: string, page: PageRequest): Promise<ServerRendered | undefined>;
}

/** A release's container in the web root, named by its state. */
interface Release {
  name: string;
  containerPath: string;
}

interface RenderThread {
  worker: Worker;
  /** Whether each release loaded in this thread renders pages, by name. */
  releases: Map<string, Promise<boolean>>;
  /** The requests to the thread waiting for its reply, by id; called with undefined when the thread ends. */
  replies: Map<number, (reply: FromWorker | undefined) => void>;
  ended: boolean;
  /** Ended here (a stuck thread, the server closing), already logged. */
  stopped: boolean;
}

type Reply = FromWorker | 'timeout' | 'ended';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The thread's message when it has the shape of one, else undefined. The release in the thread can post anything
 * to this one (its `parentPort`): whatever it posts must not throw here, where it would end the server.
 */
function fromWorker(message: unknown): FromWorker | undefined {
  if (!isObject(message) || !Number.isSafeInteger(message.id)) return undefined;
  const { type, page, request } = message;
  const valid =
    (type === 'loaded' && typeof message.renders === 'boolean') ||
    (type === 'failed' && isObject(message.error)) ||
    (type === 'rendered' && isObject(page) && isText(page.html) && isText(page.styles) && isObject(page.seed) && typeof page.complete === 'boolean') ||
    (type === 'fetch' &&
      Number.isSafeInteger(message.render) &&
      isObject(request) &&
      isText(request.method) &&
      isText(request.url) &&
      URL.canParse(request.url) &&
      Array.isArray(request.headers) &&
      request.headers.every((header) => Array.isArray(header) && header.length === 2 && header.every(isText)));
  return valid ? (message as unknown as FromWorker) : undefined;
}

/** Only reads of the API: a render shows data, it never changes any. */
function isPublicRead(request: ApiRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && new URL(request.url).pathname.startsWith('/api/');
}

/** Fastify's answer to a render's request, made for the render's visitor. */
async function injected(app: FastifyInstance, request: ApiRequest, visitorIp: string): Promise<ApiAnswer> {
  const url = new URL(request.url);
  const answer = await app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers.filter(([name]) => !WITHHELD_HEADERS.test(name))),
    // The visitor's own request budget (rate limits), not one shared by every rendered page.
    remoteAddress: visitorIp,
  });
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
  // A copy of its own, moved to the thread rather than copied again.
  return { status: answer.statusCode, headers, body: empty ? null : new Uint8Array(answer.rawPayload).buffer };
}

export function createPageRenderer({ app, webRoot, log }: { app: FastifyInstance; webRoot: string; log: FastifyBaseLogger }): PageRenderer {
  let thread: RenderThread | undefined;
  /** Abnormal ends of the thread in a row, and the time before which no new thread starts. */
  let failures = 0;
  let restartAt = 0;
  let nextId = 0;
  /** The visitor of each render under way, by id: its requests spend that visitor's budget; others are refused. */
  const visitors = new Map<number, string>();

  function startThread(): RenderThread {
    const worker = startSiblingWorker(import.meta.url, 'page-render-worker', {
      workerData: { webRoot } satisfies RenderWorkerData,
      // Not the server's environment: DATABASE_URL, the settings of the secrets… The release's build fixed its own.
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    // The server ends when its work does, not held open by a thread waiting for pages.
    worker.unref();
    const started: RenderThread = { worker, releases: new Map(), replies: new Map(), ended: false, stopped: false };
    let crash: Error | undefined;
    worker.on('message', (posted: unknown) => {
      const message = fromWorker(posted);
      if (message?.type === 'fetch') void answerFetch(started, message);
      else if (message) started.replies.get(message.id)?.(message);
    });
    // Uncaught in the thread, or over its heap limit (ERR_WORKER_OUT_OF_MEMORY): 'exit' follows.
    worker.on('error', (error) => {
      crash = error;
    });
    worker.on('exit', (code) => {
      started.ended = true;
      if (thread === started) thread = undefined;
      if (!started.stopped) failed({ err: crash, code }, 'the server renderer stopped');
      for (const reply of started.replies.values()) reply(undefined);
    });
    return started;
  }

  function stopThread(target: RenderThread, why: string): void {
    if (target.stopped) return;
    target.stopped = true;
    if (thread === target) thread = undefined;
    failed({}, why);
    void target.worker.terminate();
  }

  /** Logs an abnormal end of the thread and sets when the next may start. */
  function failed(details: object, what: string): void {
    const pause = failures === 0 ? 0 : Math.min(RESTART_PAUSE_MS * 2 ** (failures - 1), LONGEST_RESTART_PAUSE_MS);
    failures += 1;
    restartAt = Date.now() + pause;
    log.error({ ...details, restartInMs: pause }, `${what}; the browser renders the pages until a new thread starts`);
  }

  /** Sends a request to the thread and waits, at most `limitMs`, for its reply. */
  function exchange(target: RenderThread, message: ToWorker, limitMs: number): Promise<Reply> {
    if (target.ended) return Promise.resolve('ended');
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        target.replies.delete(message.id);
        resolve('timeout');
      }, limitMs);
      target.replies.set(message.id, (reply) => {
        clearTimeout(timer);
        target.replies.delete(message.id);
        resolve(reply ?? 'ended');
      });
      target.worker.postMessage(message);
    });
  }

  async function answerFetch(target: RenderThread, { id, render, request }: Extract<FromWorker, { type: 'fetch' }>): Promise<void> {
    const visitorIp = visitors.get(render);
    let answer: ApiAnswer | { refused: string };
    if (visitorIp === undefined) answer = { refused: 'the render was given up' };
    else if (!isPublicRead(request)) answer = { refused: 'a render reads the public API only (GET or HEAD under /api/)' };
    else {
      try {
        answer = await injected(app, request, visitorIp);
      } catch (error) {
        answer = { refused: error instanceof Error ? error.message : String(error) };
      }
    }
    const body = 'body' in answer ? answer.body : null;
    if (!target.ended) target.worker.postMessage({ type: 'answer', id, answer } satisfies ToWorker, body ? [body] : []);
  }

  /** Whether the release renders pages in `target`, loading it there the first time. */
  function loaded(target: RenderThread, { name, containerPath }: Release, entry: string): Promise<boolean> {
    let loading = target.releases.get(name);
    if (!loading) {
      nextId += 1;
      loading = exchange(target, { type: 'load', id: nextId, name, containerPath }, LOAD_TIME_LIMIT_MS).then((reply) => {
        if (reply === 'timeout') stopThread(target, `loading ${entry} for server rendering took too long`);
        if (typeof reply !== 'object' || reply.type !== 'loaded') return false;
        if (reply.error) log.error({ err: reply.error, entry }, 'the public remote could not be loaded for server rendering');
        return reply.renders;
      });
      target.releases.set(name, loading);
    }
    return loading;
  }

  async function renderApart(release: Release, entry: string, options: PageOptions, visitorIp: string): Promise<ServerRendered | undefined> {
    // Meanwhile the browser renders the page.
    if (!thread && Date.now() < restartAt) return undefined;
    const target = (thread ??= startThread());
    if (!(await loaded(target, release, entry))) return undefined;
    nextId += 1;
    const id = nextId;
    visitors.set(id, visitorIp);
    try {
      const render = { type: 'render', id, name: release.name, options, timeLimitMs: RENDER_TIME_LIMIT_MS } as const;
      const reply = await exchange(target, render, RENDER_TIME_LIMIT_MS + STOP_GRACE_MS);
      if (reply === 'timeout') stopThread(target, `rendering ${options.url} did not stop at its time limit`);
      if (typeof reply !== 'object') return undefined;
      if (reply.type === 'failed') log.warn({ err: reply.error, url: options.url }, 'server rendering failed; the browser renders the page');
      if (reply.type !== 'rendered') return undefined;
      failures = 0;
      return reply.page;
    } finally {
      visitors.delete(id);
    }
  }

  app.addHook('onClose', async () => {
    const running = thread;
    if (!running) return;
    running.stopped = true;
    thread = undefined;
    await running.worker.terminate();
  });

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

  async function release(entry: string): Promise<Release | undefined> {
    // Only a release in this web root: an entry on another origin has no container here.
    if (!entry.startsWith('/') || entry.startsWith('//') || entry.split('/').includes('..')) return undefined;
    const containerPath = path.posix.join(path.posix.dirname(entry), SERVER_FOLDER, 'remoteEntry.js');
    try {
      const stats = await stat(path.join(webRoot, containerPath));
      const signature = `${containerPath}:${stats.ino}:${stats.mtimeMs}:${stats.size}`;
      return { name: `mfe_public_${createHash('sha256').update(signature).digest('hex').slice(0, 16)}`, containerPath };
    } catch {
      return undefined;
    }
  }

  return {
    async render(entry, { url, runtimeConfig, cookies, userAgent, visitorIp }) {
      const located = await release(entry);
      if (!located) return undefined;
      const config = configKey(runtimeConfig);
      const mobilePlatform = detectMobilePlatform(userAgent ?? '');
      const key = `${tiraneToday()}|${located.name}|${config}|${JSON.stringify(cookies)}|${mobilePlatform}|${url}`;
      const kept = pages.get(key);
      if (kept) {
        pages.delete(key);
        pages.set(key, kept);
        return kept;
      }
      const startedIn = generation;
      const page = await renderApart(located, entry, { url, runtimeConfig, cookies, mobilePlatform }, visitorIp);
      if (page) keep(key, page, startedIn);
      return page;
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
