// What makes a PDF more than pages: the parts a reader may run or open on its own (scripts, launched programs,
// attached files, XFA forms, form submissions). A flyer needs none of them, so they are cut out of every
// uploaded PDF, whatever object carries them, and what nothing refers to any more is dropped, so the bytes of a
// removed script or attached program are not written either. Pages, images, text, outlines and links to web
// pages or to other pages of the document stay as they were.
import { PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, type PDFObject, PDFRef, PDFStream, PDFString } from '@cantoo/pdf-lib';

/** Keys whose values only ever hold active content, wherever they appear. */
const ACTIVE_KEYS = [
  'OpenAction', // the action run when the document opens
  'AA', // additional actions: on open/close/print of the document, a page, an annotation or a form field
  'JS', // the script of a JavaScript action (also inside a chained /Next)
  'JavaScript', // the document-level scripts (name tree of the catalog's /Names)
  'EmbeddedFiles', // attached files (name tree)
  'EF', // the embedded file streams of a file specification
  'XFA', // an XFA form: its own scripting, rendered by Acrobat
  'NeedsRendering', // tells a reader to render the (now removed) XFA instead of the pages
  'Collection', // a portfolio: the document is a wrapper around its attached files
].map((key) => PDFName.of(key));

/** Keys that hold one action: of a link or form field (/A), a link's previous one (/PA), a chained one (/Next). */
const ACTION_KEYS = ['A', 'PA', 'Next'].map((key) => PDFName.of(key));

/** The page-turning commands of Named actions (viewers also accept any menu item's name, e.g. Print). */
const SAFE_NAMED = new Set(['NextPage', 'PrevPage', 'FirstPage', 'LastPage'].map((name) => PDFName.of(name)));
/** Link targets a browser opens as a web page, a mail or a call (not javascript:, file:, data:, …). */
const SAFE_URI = /^\s*(https?:\/\/|mailto:|tel:)/i;

/** Annotations that play media or carry files or 3D scenes (with their scripts): dropped from the pages. */
const ACTIVE_ANNOTATIONS = new Set(['FileAttachment', 'Sound', 'Movie', 'Screen', 'RichMedia', '3D'].map((type) => PDFName.of(type)));

const NAMES = {
  S: PDFName.of('S'),
  N: PDFName.of('N'),
  GoTo: PDFName.of('GoTo'),
  Named: PDFName.of('Named'),
  URI: PDFName.of('URI'),
  Next: PDFName.of('Next'),
  Annots: PDFName.of('Annots'),
  Subtype: PDFName.of('Subtype'),
};

/**
 * Removes active content from every object of `document`, reachable or not, then every object the document no
 * longer reaches. Returns how many entries were removed (for the log; 0 for a clean document).
 */
export function removeActiveContent(document: PDFDocument): number {
  const { context } = document;
  let removed = 0;
  for (const [, object] of context.enumerateIndirectObjects()) {
    for (const dict of dictionariesIn(object)) removed += cleanDictionary(dict, context.lookup.bind(context));
  }
  removeUnreachable(document);
  return removed;
}

type Lookup = (object: PDFObject | undefined) => PDFObject | undefined;

function cleanDictionary(dict: PDFDict, lookup: Lookup): number {
  let removed = 0;
  for (const key of ACTIVE_KEYS) if (dict.delete(key)) removed++;
  for (const key of ACTION_KEYS) {
    const value = lookup(dict.get(key));
    // An action is a dictionary with a type (/S); other dictionaries use /A for other things (structure
    // attributes, measurements). A chain (/Next) runs each of its actions in turn: kept actions lose it.
    const isAction = value instanceof PDFDict && value.has(NAMES.S);
    if ((key === NAMES.Next && dict.has(key)) || (isAction && !isSafeAction(value, lookup))) {
      dict.delete(key);
      removed++;
    }
  }
  const annotations = lookup(dict.get(NAMES.Annots));
  if (annotations instanceof PDFArray) {
    for (let index = annotations.size() - 1; index >= 0; index--) {
      const annotation = lookup(annotations.get(index));
      if (annotation instanceof PDFDict && ACTIVE_ANNOTATIONS.has(lookup(annotation.get(NAMES.Subtype)) as PDFName)) {
        annotations.remove(index);
        removed++;
      }
    }
  }
  return removed;
}

/** Moves to a page of this document, turns a page, or opens a web page, a mail or a call. */
function isSafeAction(action: PDFDict, lookup: Lookup): boolean {
  const type = lookup(action.get(NAMES.S));
  if (type === NAMES.GoTo) return true;
  if (type === NAMES.Named) return SAFE_NAMED.has(lookup(action.get(NAMES.N)) as PDFName);
  if (type !== NAMES.URI) return false;
  const uri = lookup(action.get(NAMES.URI));
  return (uri instanceof PDFString || uri instanceof PDFHexString) && SAFE_URI.test(uri.decodeText());
}

/** `object` and the dictionaries nested in it (directly, not through references), without recursion. */
function* dictionariesIn(object: PDFObject): Generator<PDFDict> {
  const pending = [object];
  while (pending.length > 0) {
    const next = pending.pop()!;
    const dict = next instanceof PDFStream ? next.dict : next;
    if (dict instanceof PDFDict) {
      yield dict;
      pending.push(...dict.values());
    } else if (dict instanceof PDFArray) {
      pending.push(...dict.asArray());
    }
  }
}

/** Deletes the indirect objects that the trailer (catalog, document information) no longer leads to. */
function removeUnreachable(document: PDFDocument): void {
  const { context } = document;
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter((root): root is PDFObject => root !== undefined);
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next instanceof PDFRef) {
      if (reached.has(next)) continue;
      reached.add(next);
      const target = context.lookup(next);
      if (target) pending.push(target);
    } else if (next instanceof PDFStream) {
      pending.push(next.dict);
    } else if (next instanceof PDFDict) {
      pending.push(...next.values());
    } else if (next instanceof PDFArray) {
      pending.push(...next.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}
