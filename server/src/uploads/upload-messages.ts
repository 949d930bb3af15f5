// Texts of upload refusals, for the user (the spec has none for these cases).
import { messages } from '@ofertat/shared-api/validation';
import type { UploadKind } from './file-type.js';

export const uploadMessages = {
  notMultipart: 'Kërkesa duhet të dërgohet si formular me skedarë (multipart/form-data).',
  malformed: 'Formulari i dërguar nuk është i vlefshëm. Provoni përsëri.',
  wrongType: {
    image: 'Skedari duhet të jetë një imazh (JPEG, PNG, WebP ose GIF).',
    pdf: 'Skedari duhet të jetë një dokument PDF.',
  } satisfies Record<UploadKind, string>,
  // Shared with the forms, which refuse a file over the limit before sending it.
  tooLarge: messages.uploads.tooLarge,
  fieldTooLong: 'Një nga fushat e formularit është shumë e gjatë.',
  unexpectedFile: (fieldName: string) => `Skedar i papritur në fushën "${fieldName}".`,
  duplicateFile: (fieldName: string) => `Dërgoni vetëm një skedar në fushën "${fieldName}".`,
  unreadableImage: 'Imazhi nuk mund të lexohet. Provoni një skedar tjetër.',
  tooManyPixels: (maxMegapixels: number) =>
    `Imazhi ka përmasa shumë të mëdha (maksimumi ${maxMegapixels} megapiksel).`,
} as const;
