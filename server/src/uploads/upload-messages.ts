// Texts of upload refusals, for the user (the spec has none for these cases).
import type { UploadKind } from './file-type.js';

const megabytes = (bytes: number) => {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
};

export const uploadMessages = {
  notMultipart: 'Kërkesa duhet të dërgohet si formular me skedarë (multipart/form-data).',
  malformed: 'Formulari i dërguar nuk është i vlefshëm. Provoni përsëri.',
  wrongType: {
    image: 'Skedari duhet të jetë një imazh (JPEG, PNG, WebP ose GIF).',
    pdf: 'Skedari duhet të jetë një dokument PDF.',
  } satisfies Record<UploadKind, string>,
  tooLarge: (kind: UploadKind, maxBytes: number) =>
    kind === 'image'
      ? `Imazhi është shumë i madh. Madhësia maksimale është ${megabytes(maxBytes)}.`
      : `PDF-ja është shumë e madhe. Madhësia maksimale është ${megabytes(maxBytes)}.`,
  fieldTooLong: 'Një nga fushat e formularit është shumë e gjatë.',
  unexpectedFile: (fieldName: string) => `Skedar i papritur në fushën "${fieldName}".`,
  duplicateFile: (fieldName: string) => `Dërgoni vetëm një skedar në fushën "${fieldName}".`,
  unreadableImage: 'Imazhi nuk mund të lexohet. Provoni një skedar tjetër.',
  tooManyPixels: (maxMegapixels: number) =>
    `Imazhi ka përmasa shumë të mëdha (maksimumi ${maxMegapixels} megapiksel).`,
} as const;
