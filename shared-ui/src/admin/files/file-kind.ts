// Client-side file checks: the picker's accept attribute is only a hint (a user can pick "All files"), so the
// chosen file's type and extension are checked before upload; the server checks the magic bytes on its side.

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
