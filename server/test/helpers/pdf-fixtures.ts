// PDFs with active content, built in the test with pdf-lib's object API (no binary fixtures): each puts one
// kind of script, action or attachment where a reader would run or open it. Markers (SCRIPT, LAUNCHED…) let a
// test search the stored bytes for what must be gone.
import { deflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFPage, PDFRef, PDFString } from '@cantoo/pdf-lib';

export const SCRIPT = "app.alert('ofertat-test-script')";
export const LAUNCHED = 'ofertat-test-launched.exe';
export const ATTACHED = 'ofertat-test-attached-file';
export const XFA_SCRIPT = 'ofertat-test-xfa-script';
export const SAFE_LINK = 'https://ofertat.al/volantino';

const javascript = (document: PDFDocument) => document.context.obj({ S: 'JavaScript', JS: PDFString.of(SCRIPT) });
const launch = (document: PDFDocument) =>
  document.context.obj({ S: 'Launch', F: PDFString.of(LAUNCHED), Win: { F: PDFString.of(LAUNCHED) } });

async function build(pages: number, edit: (document: PDFDocument, pages: PDFPage[]) => void): Promise<Buffer> {
  const document = await PDFDocument.create();
  const added = Array.from({ length: pages }, () => document.addPage([200, 200]));
  added.forEach((page, index) => page.drawText(`Faqja ${index + 1}`, { x: 20, y: 100, size: 14 }));
  edit(document, added);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

function addAnnotation(document: PDFDocument, page: PDFPage, annotation: Record<string, unknown>): PDFRef {
  const ref = document.context.register(document.context.obj({ Type: 'Annot', Rect: [10, 10, 90, 40], ...annotation } as never));
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (annots) annots.push(ref);
  else page.node.set(PDFName.of('Annots'), document.context.obj([ref]));
  return ref;
}

function setNames(document: PDFDocument, tree: 'JavaScript' | 'EmbeddedFiles', name: string, value: PDFDict): void {
  const names = document.context.obj({ [tree]: { Names: [PDFString.of(name), document.context.register(value)] } } as never);
  document.catalog.set(PDFName.of('Names'), names);
}

/** Runs a script when the document opens. */
export const openActionJavaScript = () => build(1, (document) => document.catalog.set(PDFName.of('OpenAction'), javascript(document)));

/** Starts a program when the document opens. */
export const openActionLaunch = () => build(1, (document) => document.catalog.set(PDFName.of('OpenAction'), launch(document)));

/** Scripts on opening a page, on the document's close, and on an annotation's mouse-up. */
export const additionalActions = () =>
  build(2, (document, [first, second]) => {
    first!.node.set(PDFName.of('AA'), document.context.obj({ O: javascript(document) }));
    document.catalog.set(PDFName.of('AA'), document.context.obj({ WC: javascript(document) }));
    addAnnotation(document, second!, { Subtype: 'Square', AA: { U: javascript(document), E: launch(document) } });
  });

/**
 * Links: a script, a program, a javascript: address and a safe link chained to a script (all cut), and a web
 * link and a link to page 2 (both kept).
 */
export const linkActions = () =>
  build(2, (document, [first, second]) => {
    addAnnotation(document, first!, { Subtype: 'Link', A: javascript(document) });
    addAnnotation(document, first!, { Subtype: 'Link', A: launch(document) });
    addAnnotation(document, first!, { Subtype: 'Link', A: { S: 'URI', URI: PDFString.of(`javascript:${SCRIPT}`) } });
    addAnnotation(document, first!, { Subtype: 'Link', A: { S: 'GoTo', D: [second!.ref, 'Fit'], Next: javascript(document) } });
    addAnnotation(document, first!, { Subtype: 'Link', A: { S: 'URI', URI: PDFString.of(SAFE_LINK) } });
    addAnnotation(document, first!, { Subtype: 'Link', A: { S: 'GoTo', D: [second!.ref, 'Fit'] } });
  });

/** Document-level scripts (the catalog's JavaScript name tree). */
export const javaScriptNameTree = () => build(1, (document) => setNames(document, 'JavaScript', 'init', javascript(document)));

/** An attached executable, in the EmbeddedFiles name tree and as a file attachment annotation. */
export const embeddedFiles = () =>
  build(1, (document, [page]) => {
    const file = document.context.register(document.context.flateStream(ATTACHED, { Type: 'EmbeddedFile' }));
    const fileSpec = () => document.context.obj({ Type: 'Filespec', F: PDFString.of(LAUNCHED), EF: { F: file } });
    setNames(document, 'EmbeddedFiles', LAUNCHED, fileSpec());
    addAnnotation(document, page!, { Subtype: 'FileAttachment', FS: fileSpec() });
  });

/** An XFA form whose template carries a script, with the flag that tells readers to render it. */
export const xfaForm = () =>
  build(1, (document) => {
    const template = `<template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><script>${XFA_SCRIPT}</script></template>`;
    const xfa = document.context.register(document.context.flateStream(template));
    document.catalog.set(PDFName.of('AcroForm'), document.context.obj({ Fields: [], XFA: xfa, NeedsRendering: true }));
  });

/** A script in an object nothing refers to: no reader runs it, but its bytes must not be stored either. */
export const unreferencedScript = () => build(1, (document) => void document.context.register(javascript(document)));

/** An encrypted document (owner and user password). */
export async function encryptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  document.encrypt({ userPassword: 'sekret', ownerPassword: 'sekret-i-pronarit' });
  return Buffer.from(await document.save());
}

/** Starts like a PDF and has no document after its header. */
export const malformedPdf = () => Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>\nthis is not a PDF\n%%EOF\n');

/**
 * A small file whose object stream inflates past the worker's cap on decoded streams: `inflatedBytes` of
 * spaces deflated into a few KB.
 */
export function deflateBomb(inflatedBytes: number): Buffer {
  return objectStreamPdf(deflateSync(Buffer.alloc(inflatedBytes, 0x20), { level: 9 }), 1);
}

/**
 * A small file whose object stream holds one array of `count` numbers: little to inflate, but more objects
 * than the worker's heap holds.
 */
export function objectFlood(count: number): Buffer {
  return objectStreamPdf(deflateSync(Buffer.from(`4 0 [${'0 '.repeat(count)}]`), { level: 9 }), 1, 4);
}

function objectStreamPdf(deflated: Buffer, objectCount: number, first = 0): Buffer {
  const head =
    '%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    `5 0 obj<</Type/ObjStm/N ${objectCount}/First ${first}/Filter/FlateDecode/Length ${deflated.length}>>stream\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), deflated, Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')]);
}
