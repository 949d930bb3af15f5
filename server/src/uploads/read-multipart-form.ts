// Reads a whole multipart/form-data request into memory: text fields as strings, and the declared file
// fields checked by content and size. Nothing touches the disk here (saveImage/savePdf do, after the
// route has validated the rest of the form).
//
// The body is always read to its end, even after a refusal, and the first refusal is thrown then: a
// response sent while the browser is still uploading reaches it as a broken connection instead of the
// 413/400 message. The plugin's limits (app.ts) bound how much is read, and a form takes one of a few upload
// slots (upload-slots.ts) before it reads its first file, so only that many forms hold files at once.
import { finished } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, errorMessages, HttpError, payloadTooLarge } from '../lib/http-errors.js';
import { hasNul } from '../lib/nul.js';
import { detectFormat, type FileFormat, isFormatOfKind, MIME_TYPES, type UploadKind } from './file-type.js';
import { uploadMessages } from './upload-messages.js';

export interface UploadedFile {
  fieldName: string;
  /** The name the browser sent; only informative: storage names are random and the type comes from the content. */
  fileName: string;
  kind: UploadKind;
  /** Detected from the content. */
  format: FileFormat;
  mimeType: string;
  buffer: Buffer;
}

export interface MultipartFormSpec<F extends string> {
  /** The file fields the form may carry and what each must contain; any other file part is refused. */
  files: Record<F, UploadKind>;
}

export interface MultipartForm<F extends string> {
  /** Text fields, each at most once. A text part named like a file field is ignored. */
  fields: Record<string, string>;
  /** undefined when the field was absent or empty (a form sends an empty part for an unselected file input). */
  files: Partial<Record<F, UploadedFile>>;
}

export async function readMultipartForm<F extends string = never>(
  request: FastifyRequest,
  spec: MultipartFormSpec<F> = { files: {} as Record<F, UploadKind> },
): Promise<MultipartForm<F>> {
  if (!request.isMultipart()) throw new HttpError(415, uploadMessages.notMultipart);

  const limits = request.server.config.uploads;
  const maxBytes: Record<UploadKind, number> = { image: limits.imageMaxBytes, pdf: limits.pdfMaxBytes };
  const kinds = Object.values<UploadKind>(spec.files);
  // One byte over the largest allowed size is enough to know a file is too big; busboy skips the rest.
  const fileSizeLimit = kinds.length > 0 ? Math.max(...kinds.map((kind) => maxBytes[kind])) + 1 : 0;

  // Field names like __proto__ are refused by the multipart plugin, so plain objects are safe here.
  const form: MultipartForm<F> = { fields: {}, files: {} };
  let refusal: HttpError | undefined;
  const refuse = (error: HttpError) => {
    refusal ??= error;
  };

  try {
    // throwFileSizeLimit is a plugin option the iterator also reads; sizes are checked below instead.
    const options = { limits: { fileSize: fileSizeLimit }, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        readField(part, spec.files, form.fields, refuse);
        continue;
      }
      const kind = Object.hasOwn(spec.files, part.fieldname) ? spec.files[part.fieldname as F] : undefined;
      if (kind === undefined) refuse(badRequest(uploadMessages.unexpectedFile(part.fieldname)));
      if (kind === undefined || refusal) {
        await drain(part);
        continue;
      }
      // Waits while the slots are taken; held until the response closes.
      await request.server.uploadSlots?.hold(request);
      const file = await readFile(part, kind, maxBytes[kind], refuse);
      if (!file) continue;
      if (form.files[file.fieldName as F]) refuse(badRequest(uploadMessages.duplicateFile(file.fieldName)));
      else form.files[file.fieldName as F] = file;
    }
  } catch (error) {
    // The parser gave up on the request as a whole (malformed, too many parts): that is the answer.
    throw toMultipartError(error);
  }
  if (refusal) throw refusal;
  return form;
}

function readField(
  part: Extract<Multipart, { type: 'field' }>,
  fileFields: Record<string, UploadKind>,
  fields: Record<string, string>,
  refuse: (error: HttpError) => void,
): void {
  if (part.valueTruncated || part.fieldnameTruncated) {
    refuse(payloadTooLarge(uploadMessages.fieldTooLong));
    return;
  }
  // A text value in a file field must never pass for an uploaded file in a "file required" check.
  if (Object.hasOwn(fileFields, part.fieldname)) return;
  // Parts sent as application/json arrive parsed; the schemas expect form text.
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  // The multipart counterpart of the NUL check that plugins/request-validation.ts applies to other request data.
  if (hasNul(part.fieldname) || hasNul(value)) {
    refuse(badRequest(errorMessages.nulCharacter, { [part.fieldname]: errorMessages.nulCharacter }));
    return;
  }
  // A field sent twice is refused at once (the files after it are drained, never decoded): no form of the API has a
  // list field, and which of two values is meant is not for the server to guess.
  if (Object.hasOwn(fields, part.fieldname)) {
    refuse(badRequest(uploadMessages.duplicateField(part.fieldname), { [part.fieldname]: uploadMessages.duplicateField(part.fieldname) }));
    return;
  }
  fields[part.fieldname] = value;
}

async function readFile(
  part: MultipartFile,
  kind: UploadKind,
  maxBytes: number,
  refuse: (error: HttpError) => void,
): Promise<UploadedFile | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Past the limit the rest is only counted, not kept.
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size > maxBytes || part.file.truncated) {
    refuse(new HttpError(413, uploadMessages.tooLarge(kind, maxBytes), { [part.fieldname]: uploadMessages.tooLarge(kind, maxBytes) }));
    return undefined;
  }
  if (size === 0) return undefined;

  const buffer = Buffer.concat(chunks, size);
  const format = detectFormat(buffer);
  if (!isFormatOfKind(format, kind)) {
    refuse(badRequest(uploadMessages.wrongType[kind], { [part.fieldname]: uploadMessages.wrongType[kind] }));
    return undefined;
  }
  return { fieldName: part.fieldname, fileName: part.filename, kind, format, mimeType: MIME_TYPES[format], buffer };
}

/** The part is refused, but the request still has to be read to its end: its data is discarded. */
async function drain(part: MultipartFile): Promise<void> {
  part.file.resume();
  await finished(part.file);
}

/** Parser failures (malformed body, the plugin's part/file/field count limits) as user messages. */
function toMultipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (statusCode === 413) return payloadTooLarge();
  return badRequest(uploadMessages.malformed);
}
