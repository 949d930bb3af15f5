// Uploads: reading multipart forms, checking files by content, storing images and PDFs.
//
// In a route (see src/features/markets/market-routes.ts for a complete example):
//
//   const form = await readMultipartForm(request, { files: { marketLogo: 'image' } });
//   // form.fields: text fields as strings; form.files.marketLogo: UploadedFile | undefined.
//   // Already refused here: not multipart (415), a file over its kind's limit (413, IMAGE_MAX_BYTES /
//   // PDF_MAX_BYTES), content that is not a JPEG/PNG/WebP/GIF image or a PDF as declared (400, SVG and
//   // HTML included), a file in an undeclared field (400). An empty file part counts as absent.
//   const values = await validate(marketSchema, { ...form.fields, ...form.files });  // the shared yup rules
//   const logo = form.files.marketLogo && (await saveImage(app, form.files.marketLogo));
//   // saveImage → { url: '/uploads/<hex>.webp', thumbnailUrl: '/uploads/<hex>-thumb.webp' } (400 if sharp
//   // cannot decode it, 413 for absurd pixel counts); savePdf → { url: '/uploads/<hex>.pdf' }.
//   const market = await discardOnFailure(app, [logo?.url], () => repository.update(id, { ..., logoPath: logo?.url }));
//   if (logo) await discardUploads(app, [previous.logoPath]);  // only after the write has committed
//
// Store only `url` in the database: the thumbnail's URL derives from it (thumbnailUrlOf), and
// discardUploads(url) removes both. Validate the text fields BEFORE saving, so a refused form writes no file.
// Seeds (no app) pass `{ uploadsDir }` as the target. OpenAPI: multipartBody(), imageFileSchema, pdfFileSchema.
// Tests: test/helpers/uploads.ts builds multipart payloads and real images for app.inject().
export { imageFileSchema, multipartBody, pdfFileSchema } from './openapi.js';
export { type MultipartForm, readMultipartForm, type UploadedFile } from './read-multipart-form.js';
export {
  discardOnFailure,
  discardUploads,
  saveImage,
  savePdf,
  shrinkThumbnail,
  LOGO_THUMBNAIL_SIDE,
  THUMBNAIL_SIDE,
  thumbnailUrlOf,
  type UploadsTarget,
} from './storage.js';
export { removeLeftoverUploads } from './upload-cleanup.js';
export { uploadMessages } from './upload-messages.js';
