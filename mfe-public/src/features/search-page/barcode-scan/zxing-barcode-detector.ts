// The BarcodeDetector ponyfill (barcode-detector, on zxing-wasm) with its WebAssembly reader served from this build:
// zxing-wasm fetches it from jsDelivr by default, and a shopper's scan must depend on no CDN (nor could the page's
// CSP allow one). webpack emits the file beside the chunks (an asset of `new URL(…, import.meta.url)`), content
// hashed; this module, imported only when the shopper taps "Skano barkodin", tells zxing-wasm to load it.
import { BarcodeDetector, prepareZXingModule, type BarcodeFormat } from 'barcode-detector/ponyfill';

/** zxing-wasm's reader, of the release barcode-detector was built on (reader-wasm.test.ts checks it). */
const READER_WASM_URL = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

/**
 * A ponyfill detector of `formats`, once its reader is loaded and compiled: loaded now rather than at the first
 * frame, so a reader that cannot load (offline, no WebAssembly) is said at once instead of reading nothing forever.
 */
export async function createPonyfillDetector(formats: BarcodeFormat[]): Promise<BarcodeDetector> {
  await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? READER_WASM_URL : prefix + file) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats });
}
