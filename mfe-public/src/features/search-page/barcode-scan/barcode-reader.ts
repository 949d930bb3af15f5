// Reading a pack's barcode from the camera (IDENTITY.md §5): the browser's BarcodeDetector where it reads retail
// codes (Chrome on Android, macOS, ChromeOS), else the barcode-detector ponyfill, fetched only when the shopper taps
// "Skano barkodin" (its WebAssembly reader is about 1 MB).
import { readGtin } from '@ofertat/shared-api/barcodes';
import { upcEToUpcA } from './upc-e';

/** The symbologies printed on retail packs, in the Barcode Detection API's names. */
const RETAIL_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

/** What a detector found, as the Barcode Detection API gives it (only the fields read here). */
export interface DetectedBarcode {
  rawValue: string;
  format: string;
}

export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own BarcodeDetector, when it has one (TypeScript's DOM types do not know it yet). */
const nativeDetector = (): BarcodeDetectorClass | undefined =>
  'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector : undefined;

/**
 * A reader of retail barcodes. A browser may have BarcodeDetector and still read none of them (desktop Chrome
 * on some systems lists no formats): the ponyfill then reads them instead.
 */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  const Native = nativeDetector();
  if (Native) {
    const supported = await Native.getSupportedFormats();
    const formats: string[] = RETAIL_FORMATS.filter((format) => supported.includes(format));
    if (formats.length > 0) return new Native({ formats });
  }
  const { createPonyfillDetector } = await import('./zxing-barcode-detector');
  return createPonyfillDetector([...RETAIL_FORMATS]);
}

/** The normalized GTIN a detected code stands for (a UPC-E read as its UPC-A), or null when it is none. */
export function gtinOfDetected({ rawValue, format }: DetectedBarcode): string | null {
  const digits = format === 'upc_e' ? upcEToUpcA(rawValue) : rawValue;
  return digits === null ? null : readGtin(digits);
}
