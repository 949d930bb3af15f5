// Stored uploads: files in DATA_DIR/uploads with random names, served at /uploads/ by the web-app plugin.
// Images are always re-encoded (never stored as sent): decoding with sharp proves they are images,
// re-encoding drops EXIF (GPS position, camera) and anything smuggled after the image data.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { badRequest, HttpError, payloadTooLarge } from '../lib/http-errors.js';
import { detectFormat, IMAGE_FORMATS, type ImageFormat } from './file-type.js';
import { encodeInTurn, sharp } from './image-encoder-settings.js';
import { PdfRefusedError, sanitizePdf } from './pdf-sanitizer.js';
import type { UploadedFile } from './read-multipart-form.js';
import { uploadMessages } from './upload-messages.js';

/** Where files go: the app (its config.uploads.dir and logger), or a folder for code that runs without one (seeds). */
export type UploadsTarget = FastifyInstance | { uploadsDir: string; log?: FastifyBaseLogger };

export interface SavedImage {
  /** '/uploads/<random>.webp', at most IMAGE_MAX_SIDE px on its longer side. */
  url: string;
  /** '/uploads/<random>-thumb.webp', at most THUMBNAIL_SIDE px (or the side asked for): for lists and cards. */
  thumbnailUrl: string;
}

export const IMAGE_MAX_SIDE = 1600;
export const THUMBNAIL_SIDE = 320;
/**
 * The thumbnail of a market's logo: logos are only ever shown small (64 px at most, the home page's markets row),
 * and a 320 px one weighed 7–9 KB, eight of them in the home page's first screen on a slow phone.
 */
export const LOGO_THUMBNAIL_SIDE = 128;
const WEBP_QUALITY = 80;
/** Larger than any phone photo (48 MP); a small file declaring more pixels is a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;

export const UPLOADS_URL_PREFIX = '/uploads/';
/** The only names this module writes, so it never removes anything else, whatever a database row says. */
const STORED_NAME = /^([0-9a-f]{32})(-thumb)?\.(webp|pdf)$/;
/** A stored name while it is being written (writeAll): hidden, so never served. */
const TEMPORARY_NAME = /^\.[0-9a-f]{32}(-thumb)?\.(webp|pdf)\.[0-9a-f]{32}\.tmp$/;

export const isStoredName = (name: string) => STORED_NAME.test(name);
export const isTemporaryName = (name: string) => TEMPORARY_NAME.test(name);

function locate(target: UploadsTarget): { dir: string; log?: FastifyBaseLogger } {
  return 'uploadsDir' in target ? { dir: target.uploadsDir, log: target.log } : { dir: target.config.uploads.dir, log: target.log };
}

const randomName = () => randomBytes(16).toString('hex');

/** Decodes, auto-rotates by EXIF, strips metadata and stores a WebP and its thumbnail. */
export async function saveImage(
  target: UploadsTarget,
  file: Pick<UploadedFile, 'buffer'>,
  { thumbnailSide = THUMBNAIL_SIDE }: { thumbnailSide?: number } = {},
): Promise<SavedImage> {
  // One encode at a time, for memory (image-encoder-settings.ts).
  const [image, thumbnail] = await encodeInTurn(() => encodeImage(file.buffer, thumbnailSide));
  const name = randomName();
  const [url, thumbnailUrl] = await writeAll(target, [
    [`${name}.webp`, image],
    [`${name}-thumb.webp`, thumbnail],
  ]);
  return { url: url!, thumbnailUrl: thumbnailUrl! };
}

/**
 * Stores a PDF written anew without its active content (scripts, launch and other actions, attached files, XFA):
 * see pdf-active-content.ts. Encrypted, unreadable or pathological documents are refused (400), nothing stored.
 */
export async function savePdf(target: UploadsTarget, file: Pick<UploadedFile, 'buffer'> & Partial<Pick<UploadedFile, 'fieldName'>>): Promise<{ url: string }> {
  const refuse = (message: string) => badRequest(message, file.fieldName ? { [file.fieldName]: message } : undefined);
  if (detectFormat(file.buffer) !== 'pdf') throw refuse(uploadMessages.wrongType.pdf);
  let sanitized;
  try {
    sanitized = await sanitizePdf(file.buffer);
  } catch (error) {
    if (error instanceof PdfRefusedError) throw refuse(uploadMessages.pdfRefused[error.reason]);
    throw error;
  }
  if (sanitized.removed > 0) locate(target).log?.info({ removed: sanitized.removed }, 'removed active content from an uploaded PDF');
  const [url] = await writeAll(target, [[`${randomName()}.pdf`, sanitized.pdf]]);
  return { url: url! };
}

/**
 * Removes stored uploads by URL (an image's thumbnail goes with it); null, undefined and URLs this module
 * did not write are skipped. Never throws: it runs on cleanup paths, where a leftover file is only waste.
 */
export async function discardUploads(target: UploadsTarget, urls: Iterable<string | null | undefined>): Promise<void> {
  const { dir, log } = locate(target);
  const names = new Set<string>();
  for (const url of urls) {
    const match = url?.startsWith(UPLOADS_URL_PREFIX) ? STORED_NAME.exec(url.slice(UPLOADS_URL_PREFIX.length)) : null;
    if (!match) continue;
    names.add(match[0]);
    if (match[3] === 'webp' && !match[2]) names.add(`${match[1]}-thumb.webp`);
  }
  await Promise.all(
    [...names].map((name) =>
      rm(path.join(dir, name), { force: true }).catch((error: unknown) => log?.warn({ err: error, name }, 'could not remove an upload')),
    ),
  );
}

/**
 * Runs `write` (the database change that refers to freshly saved files) and removes those files if it
 * fails, so a refused or failed write leaves nothing behind.
 */
export async function discardOnFailure<T>(target: UploadsTarget, urls: Array<string | null | undefined>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardUploads(target, urls);
    throw error;
  }
}

/** The thumbnail URL of an image URL saved by saveImage; other values are returned unchanged. */
export function thumbnailUrlOf(url: string | null): string | null {
  if (url === null) return null;
  const match = url.startsWith(UPLOADS_URL_PREFIX) ? STORED_NAME.exec(url.slice(UPLOADS_URL_PREFIX.length)) : null;
  return match && match[3] === 'webp' && !match[2] ? `${UPLOADS_URL_PREFIX}${match[1]}-thumb.webp` : url;
}

/**
 * Encodes a stored image's thumbnail again at `side` when the one kept is larger: a logo saved before logos got
 * small thumbnails. Returns whether it did; a name this module did not write, or a smaller thumbnail, is left as
 * it is. The new thumbnail replaces the old one in one rename, so a reader gets one or the other whole.
 */
export async function shrinkThumbnail(target: UploadsTarget, url: string, side: number): Promise<boolean> {
  const thumbnailUrl = thumbnailUrlOf(url);
  // thumbnailUrlOf answers anything but an image this module saved with itself.
  if (thumbnailUrl === null || thumbnailUrl === url) return false;
  const { dir } = locate(target);
  const thumbnailName = thumbnailUrl.slice(UPLOADS_URL_PREFIX.length);
  const { width = 0, height = 0 } = await sharp(path.join(dir, thumbnailName)).metadata();
  if (Math.max(width, height) <= side) return false;
  const imageName = url.slice(UPLOADS_URL_PREFIX.length);
  const thumbnail = await encodeInTurn(() =>
    sharp(path.join(dir, imageName), { limitInputPixels: MAX_INPUT_PIXELS }).resize(fit(side)).webp({ quality: WEBP_QUALITY }).toBuffer(),
  );
  await writeAll(target, [[thumbnailName, thumbnail]]);
  return true;
}

const fit = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });

async function encodeImage(buffer: Buffer, thumbnailSide: number): Promise<[Buffer, Buffer]> {
  const decode = () => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    const { format, width = 0, height = 0 } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // sharp also reads SVG, TIFF, HEIF…: only the formats the upload check accepts get through.
    if (!IMAGE_FORMATS.includes(format as ImageFormat)) throw badRequest(uploadMessages.wrongType.image);
    if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
    // One after the other, so only one decoded image is in memory (image-encoder-settings.ts).
    const image = await decode().resize(fit(IMAGE_MAX_SIDE)).webp({ quality: WEBP_QUALITY }).toBuffer();
    const thumbnail = await decode().resize(fit(thumbnailSide)).webp({ quality: WEBP_QUALITY }).toBuffer();
    return [image, thumbnail];
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw badRequest(uploadMessages.unreadableImage);
  }
}

const tooManyPixels = () => payloadTooLarge(uploadMessages.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000));

/**
 * Writes every file or none: each goes to a hidden temporary name (never served: dotfiles are ignored)
 * and is renamed into place, so a reader never sees half a file. Returns the URLs in order.
 */
async function writeAll(target: UploadsTarget, files: Array<[name: string, data: Buffer]>): Promise<string[]> {
  const { dir } = locate(target);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const [name, data] of files) {
      const temporary = path.join(dir, `.${name}.${randomName()}.tmp`);
      try {
        await writeFile(temporary, data, { flag: 'wx' });
        await rename(temporary, path.join(dir, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      written.push(name);
    }
  } catch (error) {
    await Promise.all(written.map((name) => rm(path.join(dir, name), { force: true })));
    throw error;
  }
  return written.map((name) => `${UPLOADS_URL_PREFIX}${name}`);
}
