// The worker thread of page-renderer.ts: the public remote's Node container (a release's server code, built by
// another team) runs here, apart from the API. The thread is started with an empty environment and only the web
// root as its data, and this module imports nothing of the server (no database, no configuration, no secret):
// all a render can read comes through the `fetch` given to it, which the main thread answers with public GETs
// of the API only. Its heap is bounded by the worker's resource limits; a render is told to stop at its time
// limit (its signal), and the main thread ends the thread when a render does not stop shortly after.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { createInstance } from '@module-federation/runtime';
import type { ServerRendered, ServerRenderModule, ServerRenderOptions } from '@ofertat/shared-api/deployment';

export interface RenderWorkerData {
  /** The folder of the built web app, where the releases' containers are. */
  webRoot: string;
}

/** A render's request as the main thread gets it: a GET has no body, and a render may send nothing else. */
export interface ApiRequest {
  method: string;
  url: string;
  headers: [string, string][];
}

export interface ApiAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** What crossed the thread of an error: its text (the object itself may not be cloneable). */
export interface ErrorReport {
  name: string;
  message: string;
  stack?: string;
}

export type PageOptions = Omit<ServerRenderOptions, 'fetch' | 'signal'>;

/** Ids are the main thread's: each request gets one reply of the same id. */
export type ToWorker =
  | { type: 'load'; id: number; name: string; containerPath: string }
  | { type: 'render'; id: number; name: string; options: PageOptions; timeLimitMs: number }
  | { type: 'answer'; id: number; answer: ApiAnswer | { refused: string } };

/** `fetch` ids are this thread's, answered by `answer`. */
export type FromWorker =
  | { type: 'loaded'; id: number; renders: boolean; error?: ErrorReport }
  | { type: 'rendered'; id: number; page: ServerRendered }
  | { type: 'failed'; id: number; error: ErrorReport }
  | { type: 'fetch'; id: number; render: number; request: ApiRequest };

/** Entries are named by this origin inside the runtime; the loader below reads them from the web root. */
const WEB_ROOT_ORIGIN = 'http://web-root.ofertat.invalid';

const { webRoot } = workerData as RenderWorkerData;
const port = parentPort!;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

function report(error: unknown): ErrorReport {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { name: 'Error', message: String(error) };
}

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

/** The releases loaded, by the name of their container's state (the main thread names them). */
const releases = new Map<string, Promise<ServerRenderModule | undefined>>();

async function load(name: string, containerPath: string): Promise<Omit<Extract<FromWorker, { type: 'loaded' }>, 'type' | 'id'>> {
  try {
    let loading = releases.get(name);
    if (!loading) {
      runtime.registerRemotes([{ name, entry: `${WEB_ROOT_ORIGIN}${containerPath}` }]);
      loading = runtime.loadRemote<ServerRenderModule>(`${name}/server-render`).then((module) => (typeof module?.renderPage === 'function' ? module : undefined));
      releases.set(name, loading);
    }
    return { renders: (await loading) !== undefined };
  } catch (error) {
    return { renders: false, error: report(error) };
  }
}

/** The render each API request belongs to: the main thread answers it for that render's visitor only. */
const currentRender = new AsyncLocalStorage<number>();
const waiting = new Map<number, { resolve: (answer: ApiAnswer) => void; reject: (error: Error) => void }>();
let nextFetch = 0;

/** The render's fetch: asks the main thread, with no network in between. */
const askMainThread: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const render = currentRender.getStore();
  if (render === undefined) throw new TypeError('the API answers a page render only');
  request.signal.throwIfAborted();
  const id = (nextFetch += 1);
  const answer = await new Promise<ApiAnswer>((resolve, reject) => {
    const onAbort = () => {
      waiting.delete(id);
      reject(request.signal.reason as Error);
    };
    request.signal.addEventListener('abort', onAbort, { once: true });
    waiting.set(id, {
      resolve: (value) => {
        request.signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      reject,
    });
    post({ type: 'fetch', id, render, request: { method: request.method, url: request.url, headers: [...request.headers] } });
  });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
};

async function render({ id, name, options, timeLimitMs }: Extract<ToWorker, { type: 'render' }>): Promise<void> {
  try {
    const module = await releases.get(name);
    if (!module) throw new Error(`release ${name} is not loaded`);
    const signal = AbortSignal.timeout(timeLimitMs);
    const page = await currentRender.run(id, () => module.renderPage({ ...options, fetch: askMainThread, signal }));
    post({ type: 'rendered', id, page });
  } catch (error) {
    post({ type: 'failed', id, error: report(error) });
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'load':
      void load(message.name, message.containerPath).then((loaded) => post({ type: 'loaded', id: message.id, ...loaded }));
      break;
    case 'render':
      void render(message);
      break;
    case 'answer': {
      const { answer } = message;
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if ('refused' in answer) pending?.reject(new TypeError(answer.refused));
      else pending?.resolve(answer);
      break;
    }
  }
});
