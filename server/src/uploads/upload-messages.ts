// Texts of upload refusals, for the user (the spec has none for these cases).
import { messages } from '@ofertat/shared-api/validation';
import type { UploadKind } from './file-type.js';
import type { PdfRefusal } from './pdf-sanitizer.js';

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
  duplicateField: (fieldName: string) => `Dërgoni vetëm një vlerë në fushën "${fieldName}".`,
  unreadableImage: 'Imazhi nuk mund të lexohet. Provoni një skedar tjetër.',
  tooManyPixels: (maxMegapixels: number) =>
    `Imazhi ka përmasa shumë të mëdha (maksimumi ${maxMegapixels} megapiksel).`,
  // The PDF's active content (scripts, actions, attached files) is removed, not refused: see pdf-active-content.ts.
  pdfRefused: {
    encrypted: 'PDF-ja është e mbrojtur me fjalëkalim ose e enkriptuar. Ngarkoni një kopje pa mbrojtje.',
    unreadable: 'PDF-ja nuk mund të lexohet. Provoni një skedar tjetër.',
    tooComplex: 'PDF-ja është shumë e ndërlikuar për t’u përpunuar. Ruajeni përsëri si PDF (p.sh. me “Print to PDF”) dhe provoni përsëri.',
  } satisfies Record<PdfRefusal, string>,
} as const;
