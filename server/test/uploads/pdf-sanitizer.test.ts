// Every uploaded PDF is stored without active content (src/uploads/pdf-active-content.ts), parsed in a worker
// whose memory is bounded (src/uploads/pdf-sanitizer.ts). The PDFs are built here (test/helpers/pdf-fixtures.ts).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream, PDFString } from '@cantoo/pdf-lib';
import { createFlyerPdf } from '../../src/seed/demo/flyer-pdf.js';
import { savePdf, uploadMessages } from '../../src/uploads/index.js';
import { sanitizePdf } from '../../src/uploads/pdf-sanitizer.js';
import {
  additionalActions,
  ATTACHED,
  deflateBomb,
  embeddedFiles,
  encryptedPdf,
  javaScriptNameTree,
  LAUNCHED,
  linkActions,
  malformedPdf,
  objectFlood,
  openActionJavaScript,
  openActionLaunch,
  SAFE_LINK,
  SCRIPT,
  unreferencedScript,
  xfaForm,
} from '../helpers/pdf-fixtures.js';
import { PDF_BYTES } from '../helpers/uploads.js';

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'ofertat-pdf-'));
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

const ACTIVE_KEYS = ['OpenAction', 'AA', 'JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'NeedsRendering'];
const ACTIVE_ANNOTATIONS = ['FileAttachment', 'Sound', 'Movie', 'Screen', 'RichMedia', '3D'];

/** Everything active left in `document`, as readable findings (an empty list for a clean document). */
function activeContentIn(document: PDFDocument): string[] {
  const findings: string[] = [];
  const pending: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const next = pending.pop()!;
    const dict = next instanceof PDFStream ? next.dict : next;
    if (dict instanceof PDFArray) pending.push(...dict.asArray());
    if (!(dict instanceof PDFDict)) continue;
    for (const key of ACTIVE_KEYS) if (dict.has(PDFName.of(key))) findings.push(`/${key}`);
    const type = dict.get(PDFName.of('S'));
    if (type instanceof PDFName && !['GoTo', 'URI', 'Named'].includes(type.decodeText()) && dict.has(PDFName.of('Next'))) findings.push('/Next');
    if (type instanceof PDFName && ['JavaScript', 'Launch', 'GoToR', 'GoToE', 'SubmitForm', 'ImportData'].includes(type.decodeText())) {
      findings.push(`action ${type.decodeText()}`);
    }
    const subtype = dict.get(PDFName.of('Subtype'));
    if (subtype instanceof PDFName && ACTIVE_ANNOTATIONS.includes(subtype.decodeText())) findings.push(`annotation ${subtype.decodeText()}`);
    if (dict.get(PDFName.of('Type')) === PDFName.of('EmbeddedFile')) findings.push('embedded file');
    pending.push(...dict.values().filter((value) => !(value instanceof PDFRef)));
  }
  return findings;
}

/** Stores `pdf` through savePdf and reads back what was stored. */
async function store(pdf: Buffer): Promise<{ bytes: Buffer; document: PDFDocument }> {
  const { url } = await savePdf({ uploadsDir }, { buffer: pdf });
  const bytes = await readFile(path.join(uploadsDir, path.basename(url)));
  return { bytes, document: await PDFDocument.load(bytes) };
}

describe('savePdf removes active content', () => {
  it.each([
    ['an /OpenAction JavaScript action', openActionJavaScript, 1],
    ['an /OpenAction /Launch action', openActionLaunch, 1],
    ['page, document and annotation additional actions (/AA) that run a script or launch a program', additionalActions, 2],
    ['a JavaScript name tree (document-level scripts)', javaScriptNameTree, 1],
    ['embedded files (name tree and file attachment annotation)', embeddedFiles, 1],
    ['an XFA form', xfaForm, 1],
    ['a script in an object nothing refers to', unreferencedScript, 1],
  ])('from a PDF with %s, keeping its pages', async (_name, make, pages) => {
    const input = await make();
    expect(activeContentIn(await PDFDocument.load(input))).not.toEqual([]);

    const { bytes, document } = await store(input);
    expect(activeContentIn(document)).toEqual([]);
    expect(document.getPageCount()).toBe(pages);
    // Objects are written uncompressed: no script or launched program name is left anywhere in the file.
    for (const marker of [SCRIPT, LAUNCHED, ATTACHED]) expect(bytes.includes(marker)).toBe(false);
  });

  it('keeps links to web pages and to other pages, and cuts those that run a script or launch a program', async () => {
    const { bytes, document } = await store(await linkActions());
    expect(activeContentIn(document)).toEqual([]);
    expect(bytes.includes(SCRIPT)).toBe(false);
    expect(bytes.includes(LAUNCHED)).toBe(false);

    const annotations = document.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray);
    const actions = annotations
      .asArray()
      .map((ref) => document.context.lookup(ref, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict))
      .filter((action): action is PDFDict => action !== undefined);
    // All six links stay on the page; only the GoTo (its chained script cut), the web link and the GoTo keep an action.
    expect(annotations.size()).toBe(6);
    expect(actions.map((action) => action.lookup(PDFName.of('S'), PDFName).decodeText())).toEqual(['GoTo', 'URI', 'GoTo']);
    expect(actions[1]!.lookup(PDFName.of('URI'), PDFString).decodeText()).toBe(SAFE_LINK);
  });

  it('keeps a clean PDF readable with the same pages and text: a demo flyer of three pages', async () => {
    const items = Array.from({ length: 30 }, (_, index) => ({ name: `Produkt ${index}`, unit: '1 kg', oldPrice: 200, newPrice: 150 }));
    const flyer = createFlyerPdf({ marketName: 'Market Shqiponja', flyerName: 'Oferta e javës', validity: 'Vlen nga 01/06/2025', items, accent: [200, 30, 40] });
    expect((await PDFDocument.load(flyer)).getPageCount()).toBe(3);

    const sanitized = await sanitizePdf(flyer);
    expect(sanitized).toMatchObject({ pageCount: 3, removed: 0 });
    const document = await PDFDocument.load(sanitized.pdf);
    expect(document.getPageCount()).toBe(3);
    expect(document.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    // The pages' content (text drawing operators) is carried over as it was.
    expect(sanitized.pdf.includes('(Market Shqiponja) Tj')).toBe(true);
  });

  it.each([
    ['a malformed PDF', malformedPdf, uploadMessages.pdfRefused.unreadable],
    ['a PDF header with nothing after it', () => PDF_BYTES.subarray(0, 9), uploadMessages.pdfRefused.unreadable],
    ['an encrypted PDF', encryptedPdf, uploadMessages.pdfRefused.encrypted],
  ])('refuses %s with a clear 400 and stores nothing', async (_name, make, message) => {
    const before = await readdir(uploadsDir);
    await expect(savePdf({ uploadsDir }, { buffer: await make(), fieldName: 'volantinoPdfUrl' })).rejects.toMatchObject({
      statusCode: 400,
      message,
      fieldErrors: { volantinoPdfUrl: message },
    });
    expect(await readdir(uploadsDir)).toEqual(before);
  });
});

describe('bounded work on hostile PDFs', () => {
  /** Runs `work` and returns the largest growth of this process's memory and the longest event-loop stall. */
  async function measure<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; growthMb: number; stallMs: number }> {
    const base = process.memoryUsage().rss;
    let peak = base;
    let stallMs = 0;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      stallMs = Math.max(stallMs, now - last);
      last = now;
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const [result] = await Promise.allSettled([work()]);
    clearInterval(timer);
    return { result, growthMb: (peak - base) / 1e6, stallMs };
  }

  it('drops an object stream that would inflate to 200 MB (a 200 KB file) without holding that memory', async () => {
    const bomb = deflateBomb(200_000_000);
    const { result, growthMb } = await measure(() => sanitizePdf(bomb));
    expect(result.status).toBe('fulfilled');
    const { pdf, pageCount } = (result as PromiseFulfilledResult<Awaited<ReturnType<typeof sanitizePdf>>>).value;
    expect(pageCount).toBe(1);
    expect(pdf.length).toBeLessThan(2_000);
    expect(growthMb).toBeLessThan(300);
  });

  it('refuses a PDF whose objects outgrow the worker heap, without stalling the server or growing its memory past the limit', async () => {
    // 8 million numbers in one array: 16 KB deflated, ~500 MB of pdf-lib objects.
    const flood = objectFlood(8_000_000);
    const { result, growthMb, stallMs } = await measure(() => savePdf({ uploadsDir }, { buffer: flood }));
    expect(result.status).toBe('rejected');
    expect((result as PromiseRejectedResult).reason).toMatchObject({ statusCode: 400, message: uploadMessages.pdfRefused.tooComplex });
    expect(growthMb).toBeLessThan(300);
    // Parsed in the worker: the event loop keeps serving meanwhile.
    expect(stallMs).toBeLessThan(1_000);
    // The next document gets a fresh worker.
    expect((await sanitizePdf(PDF_BYTES)).pageCount).toBe(1);
  }, 90_000);
});
