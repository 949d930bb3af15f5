// The worker thread of pdf-sanitizer.ts: parses one uploaded PDF at a time with pdf-lib, removes its active
// content and writes it anew. It runs apart from the server's event loop and heap because parsing hostile input
// is expensive: a 30 MB array of numbers took pdf-lib 11 s and 1.1 GB in one go.
import { parentPort } from 'node:worker_threads';
import { decodePDFRawStream, EncryptedPDFError, PDFContext, PDFDocument, PDFRawStream } from '@cantoo/pdf-lib';
import { removeActiveContent } from './pdf-active-content.js';

export interface SanitizeRequest {
  id: number;
  pdf: Uint8Array;
}

export type SanitizeResponse =
  | { id: number; ok: true; pdf: Uint8Array; pageCount: number; removed: number }
  | { id: number; ok: false; reason: 'encrypted' | 'unreadable' | 'tooComplex' };

/** Larger than the cross-reference or object stream of any real document (2 million objects take ~14 MB). */
export const MAX_DECODED_STREAM_BYTES = 32 * 1024 * 1024;

class DecodedStreamTooLarge extends Error {
  constructor() {
    super(`a decoded stream would exceed ${MAX_DECODED_STREAM_BYTES} bytes`);
  }
}

/**
 * pdf-lib inflates object and cross-reference streams while parsing, into a buffer that grows without limit
 * and lives outside the worker's heap limit: a few hundred KB of deflated zeros would become gigabytes. All of
 * its decoders grow that buffer through one method of their base class (not exported), reached here through
 * a decoder made by its public decodePDFRawStream. The parser drops an object it fails to read, so such a
 * stream is left out of the document like any other broken object.
 */
function capDecodedStreams(): void {
  const context = PDFContext.create();
  const probe = decodePDFRawStream(PDFRawStream.of(context.obj({ Filter: 'ASCIIHexDecode' }), new Uint8Array()));
  const base = Object.getPrototypeOf(Object.getPrototypeOf(probe)) as { ensureBuffer?: (requested: number) => Uint8Array };
  const ensureBuffer = base.ensureBuffer;
  // A pdf-lib upgrade that renames it must fail loudly here (every PDF refused, the tests red), not silently.
  if (typeof ensureBuffer !== 'function') throw new Error('pdf-lib changed: DecodeStream.ensureBuffer not found');
  base.ensureBuffer = function cappedEnsureBuffer(this: unknown, requested: number) {
    if (requested > MAX_DECODED_STREAM_BYTES) throw new DecodedStreamTooLarge();
    return ensureBuffer.call(this, requested);
  };
}

async function sanitize({ id, pdf }: SanitizeRequest): Promise<SanitizeResponse> {
  let document: PDFDocument;
  try {
    // updateMetadata: false keeps the author's producer and dates instead of writing pdf-lib's.
    document = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) return { id, ok: false, reason: 'encrypted' };
    return { id, ok: false, reason: 'unreadable' };
  }
  try {
    const pageCount = document.getPageCount();
    // pdf-lib reads nearly anything that starts with %PDF-; a document with no page is not a flyer.
    if (pageCount === 0) return { id, ok: false, reason: 'unreadable' };
    const removed = removeActiveContent(document);
    // rewrite: a whole new file (never the original bytes plus an update); no object streams, so the objects
    // are plain text; no default page or form appearances added.
    const output = await document.save({ rewrite: true, useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
    return { id, ok: true, pdf: output, pageCount, removed };
  } catch {
    // A broken page tree or object that the lenient parser let through.
    return { id, ok: false, reason: 'unreadable' };
  }
}

capDecodedStreams();
parentPort!.on('message', (request: SanitizeRequest) => {
  void sanitize(request).then((response) => {
    parentPort!.postMessage(response, response.ok ? [response.pdf.buffer as ArrayBuffer] : []);
  });
});
