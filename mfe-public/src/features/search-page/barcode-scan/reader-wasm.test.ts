/**
 * @jest-environment node
 */
// zxing-barcode-detector.ts serves zxing-wasm's reader from our build, while the ponyfill's code comes from
// barcode-detector: a reader of another release would not run with that code (the two are installed separately,
// mfe-public/package.json pins both). The ponyfill names the file it was built for by its SHA-256.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ZXING_WASM_SHA256 } from 'barcode-detector/ponyfill';

it('the reader WebAssembly served is the one the ponyfill was built for', () => {
  const served = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  expect(createHash('sha256').update(served).digest('hex')).toBe(ZXING_WASM_SHA256);
});
