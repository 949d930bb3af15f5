// OpenAPI pieces for multipart routes (documentation only: readMultipartForm and the shared yup
// schemas do the checking).
type PropertySchema = Record<string, unknown>;

export const imageFileSchema = {
  type: 'string',
  format: 'binary',
  description: 'JPEG, PNG, WebP or GIF (decided by content; SVG and HTML refused), up to IMAGE_MAX_BYTES (5 MB by default); stored as WebP.',
} as const;

export const pdfFileSchema = {
  type: 'string',
  format: 'binary',
  description: 'A PDF (decided by content), up to PDF_MAX_BYTES (30 MB by default).',
} as const;

/**
 * The `body` of a route schema for a multipart/form-data request. Declared per content type, so Fastify's
 * validation leaves it to the route (see src/lib/validator-compiler.ts) and the document still shows the form.
 */
export function multipartBody(properties: Record<string, PropertySchema>, required: string[] = []) {
  const schema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  return { body: { content: { 'multipart/form-data': { schema } } } };
}
