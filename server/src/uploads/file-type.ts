// What an uploaded file is, decided by its first bytes (magic numbers), never by its name or by the
// Content-Type the browser sent: both are chosen by the client. SVG and HTML are text, so they have
// no signature here and are refused as images: a browser would run their scripts.
import type { UploadKind } from '@ofertat/shared-api/validation';

export type { UploadKind };
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';
export type FileFormat = ImageFormat | 'pdf';

export const IMAGE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp', 'gif'];

export const MIME_TYPES: Record<FileFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format of `buffer` by its signature; undefined for anything that is not an accepted format. */
export function detectFormat(buffer: Buffer): FileFormat | undefined {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  // Strictly at offset 0: readers tolerate leading junk, which is how HTML/PDF polyglots are made.
  if (startsWith(buffer, ascii('%PDF-'))) return 'pdf';
  return undefined;
}

export function isFormatOfKind(format: FileFormat | undefined, kind: UploadKind): format is FileFormat {
  if (format === undefined) return false;
  return kind === 'pdf' ? format === 'pdf' : format !== 'pdf';
}
