// Starts a worker thread on a module that sits beside the caller. Built, that module is a .js file Node runs as
// it is; run from the TypeScript sources (jest), it is a .ts file that Node 20 cannot load itself, so tsx's loader
// compiles it (a dev dependency, found from the working directory: jest runs in the repository).
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `callerUrl`: the caller's `import.meta.url`; `name`: the worker module's file name without its extension. */
export function startSiblingWorker(callerUrl: string, name: string, options: WorkerOptions): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const entry = JSON.stringify(new URL(`./${name}.ts`, callerUrl).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${entry}, ${entry}))`, { ...options, eval: true });
}
