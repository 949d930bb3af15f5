// Multipart payloads and real files for upload tests, made in the test itself (no binary fixtures):
//   app.inject({ method: 'POST', url, payload: multipart({ marketName: 'X', marketLogo: await testImage('png') }), headers })
import sharp from 'sharp';

export interface TestFile {
  data: Buffer;
  /** The name the browser would send; the server must not trust it. */
  filename: string;
  /** The Content-Type the browser would send; the server must not trust it either. */
  type: string;
}

export type MultipartValue = string | number | boolean | TestFile;

/** A FormData body (light-my-request streams it with a boundary, as a browser would). */
export function multipart(values: Record<string, MultipartValue | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (typeof value === 'object') form.append(name, new Blob([value.data], { type: value.type }), value.filename);
    else form.append(name, String(value));
  }
  return form;
}

export const asFile = (data: Buffer | string, filename: string, type: string): TestFile => ({
  data: typeof data === 'string' ? Buffer.from(data) : data,
  filename,
  type,
});

export interface TestImageOptions {
  width?: number;
  height?: number;
  /** EXIF IFD0 tags to embed (e.g. { Copyright: '…' }), to check they are stripped. */
  exif?: Record<string, string>;
  /** EXIF orientation (6 = rotate 90° clockwise to display). */
  orientation?: number;
}

/** A real image of the given format: a plain red rectangle, `width`×`height`. */
export async function testImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  { width = 64, height = 48, exif, orientation }: TestImageOptions = {},
): Promise<TestFile> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });
  if (exif) image = image.withExif({ IFD0: exif });
  if (orientation) image = image.withMetadata({ orientation });
  const data = await image.toFormat(format).toBuffer();
  return asFile(data, `photo.${format === 'jpeg' ? 'jpg' : format}`, `image/${format}`);
}

/** The smallest well-formed PDF worth the name: one empty page. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const testPdf = (): TestFile => asFile(PDF_BYTES, 'flyer.pdf', 'application/pdf');

export const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
export const HTML_TEXT = '<!doctype html><html><body><script>alert(1)</script></body></html>';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
