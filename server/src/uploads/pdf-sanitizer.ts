// Removes the active content of uploaded PDFs (pdf-active-content.ts) in a worker thread, one document at a
// time. Parsing a hostile PDF can take seconds and hundreds of MB: in the worker it neither blocks the event
// loop nor grows the server's heap, and its memory is bounded by the worker's heap limit (object count) and a
// cap on decoded streams (see the worker). One document at a time keeps that bound for any number of uploads.
// The worker stays while documents are queued (the demo seed stores dozens) and ends when idle.
import type { Worker } from 'node:worker_threads';
import { startSiblingWorker } from '../lib/sibling-worker.js';
import type { SanitizeRequest, SanitizeResponse } from './pdf-sanitizer-worker.js';

export type PdfRefusal = 'encrypted' | 'unreadable' | 'tooComplex';

/** The document cannot be stored: encrypted, not readable as a PDF with pages, or beyond the limits below. */
export class PdfRefusedError extends Error {
  constructor(readonly reason: PdfRefusal) {
    super(`PDF refused: ${reason}`);
  }
}

export interface SanitizedPdf {
  pdf: Buffer;
  pageCount: number;
  /** Active entries removed (0 for a clean document). */
  removed: number;
}

/** Enough for the objects of a real 30 MB flyer (mostly image streams, which stay outside the heap). */
const WORKER_HEAP_MB = 96;
/** A 30 MB flyer takes a few seconds on a busy machine; a pathological one is stopped here. */
const DOCUMENT_TIMEOUT_MS = 30_000;
const IDLE_MS = 2_000;

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 0;

/** The PDF without active content, written anew; PdfRefusedError when it cannot be. */
export function sanitizePdf(pdf: Uint8Array): Promise<SanitizedPdf> {
  const result = queue.then(() => sanitizeInWorker(pdf));
  queue = result.catch(() => undefined);
  return result;
}

async function sanitizeInWorker(pdf: Uint8Array): Promise<SanitizedPdf> {
  clearTimeout(idleTimer);
  const current = (worker ??= startWorker());
  current.ref();
  try {
    const response = await exchange(current, { id: ++nextId, pdf: new Uint8Array(pdf) });
    if (!response.ok) throw new PdfRefusedError(response.reason);
    const output = response.pdf;
    return { pdf: Buffer.from(output.buffer, output.byteOffset, output.byteLength), pageCount: response.pageCount, removed: response.removed };
  } finally {
    if (worker === current) {
      // Not holding the process open while idle (a seed script ends when its work does).
      current.unref();
      idleTimer = setTimeout(() => stopWorker(current), IDLE_MS).unref();
    }
  }
}

function exchange(target: Worker, request: SanitizeRequest): Promise<SanitizeResponse> {
  return new Promise((resolve, reject) => {
    const settle = (finish: () => void) => {
      clearTimeout(timer);
      target.off('message', onMessage).off('error', onError).off('exit', onExit);
      finish();
    };
    const onMessage = (response: SanitizeResponse) => {
      if (response.id === request.id) settle(() => resolve(response));
    };
    const onError = (error: Error & { code?: string }) => {
      stopWorker(target);
      // Over the heap limit: too many objects. Anything else is the server's fault, not the document's.
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PdfRefusedError('tooComplex') : error));
    };
    const onExit = (code: number) => {
      stopWorker(target);
      settle(() => reject(new Error(`the PDF worker exited (code ${code})`)));
    };
    const timer = setTimeout(() => {
      stopWorker(target);
      settle(() => reject(new PdfRefusedError('tooComplex')));
    }, DOCUMENT_TIMEOUT_MS);
    target.on('message', onMessage).on('error', onError).on('exit', onExit);
    target.postMessage(request, [request.pdf.buffer as ArrayBuffer]);
  });
}

function stopWorker(target: Worker): void {
  if (worker === target) worker = undefined;
  void target.terminate();
}

function startWorker(): Worker {
  const started = createWorker();
  // An error outside a document (none is expected) must not be an unhandled 'error' event: the next document
  // gets a new worker.
  started.on('error', () => stopWorker(started));
  return started;
}

function createWorker(): Worker {
  return startSiblingWorker(import.meta.url, 'pdf-sanitizer-worker', {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
}
