// Browser side of the embedded JSON data blocks (embedded-json.ts); kept out of the server-safe deployment entry.

/** The parsed content of the page's data block with this id, or undefined when the page has none. */
export function readEmbeddedJson(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (element?.getAttribute('type') !== 'application/json') return undefined;
  return JSON.parse(element.textContent ?? '');
}
