// Client-side file checks: the picker's accept attribute is only a hint (a user can pick "All files"), so the
// chosen file's type, extension and size are checked before upload; the server checks the magic bytes and the
// size on its side. The size check saves uploading a file only to be refused, and behind nginx a body over its
// limit would be refused without the server's message.
import { getRuntimeConfig, type UploadKind } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';

/** The picker's hint for image inputs: the formats the server stores (JPEG, PNG, WebP, GIF). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif';
/** The picker's hint for PDF inputs. */
export const PDF_ACCEPT = 'application/pdf,.pdf';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

// Some systems report no type at all for a file; then its extension decides alone.
function typeMatches(file: File, types: readonly string[]): boolean {
  return file.type === '' || types.includes(file.type.toLowerCase());
}

/** A JPEG, PNG, WebP or GIF by both its type and its extension. */
export function isImageFile(file: File): boolean {
  return typeMatches(file, IMAGE_TYPES) && IMAGE_EXTENSIONS.includes(extensionOf(file.name));
}

/** A PDF by both its type and its extension. */
export function isPdfFile(file: File): boolean {
  return typeMatches(file, ['application/pdf']) && extensionOf(file.name) === 'pdf';
}

/** The too-large text when `file` is over the deployment's limit for `kind`, else null. */
export function fileTooLargeMessage(file: File, kind: UploadKind): string | null {
  const maxBytes = getRuntimeConfig().uploadLimits[kind];
  return file.size > maxBytes ? messages.uploads.tooLarge(kind, maxBytes) : null;
}

/** The first problem of a chosen image: not an image (the form's own text), then too large; null when fine. */
export function imageFileError(file: File, notImageMessage: string): string | null {
  return isImageFile(file) ? fileTooLargeMessage(file, 'image') : notImageMessage;
}

/** The first problem of a chosen PDF: not a PDF (the form's own text), then too large; null when fine. */
export function pdfFileError(file: File, notPdfMessage: string): string | null {
  return isPdfFile(file) ? fileTooLargeMessage(file, 'pdf') : notPdfMessage;
}
