// PostgreSQL refuses U+0000 in text (SQLSTATE 22021), so a NUL character in any request value would turn into a
// 500 at the first write. No field of this API has a use for it: request data holding one is refused as a whole.

/** Whether `text` holds a NUL character. */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * The path of a string (a value or a key) in `data` that holds a NUL, written as yup writes field paths
 * (`products[0].offerName`, '' for `data` itself), or undefined when there is none. Walks with its own stack, so
 * a deeply nested JSON body cannot overflow the call stack.
 */
export function findNul(data: unknown): string | undefined {
  const pending: [value: unknown, path: string][] = [[data, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (hasNul(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (hasNul(key)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}
