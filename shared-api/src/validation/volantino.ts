import * as yup from 'yup';
import { messages } from '../messages.js';
import { isIsoDate, objectSchema, optionalFile, optionalId, requiredDate, requiredFile, requiredText } from './common.js';

const m = messages.volantino.validation;

const volantinoFields = {
  marketId: optionalId(),
  volantinoName: requiredText(m.nameRequired),
  volantinoStartDate: requiredDate(m.startDateRequired),
  volantinoEndDate: requiredDate(m.endDateRequired).test('not-before-start', m.endBeforeStart, (end, context) => {
    const start: unknown = context.parent.volantinoStartDate;
    return !isIsoDate(start) || !isIsoDate(end) || end >= start;
  }),
};

/** POST /api/volantino/add (multipart): cover image and PDF are required. */
export const volantinoCreateSchema = objectSchema({
  ...volantinoFields,
  volantinoImageUrl: requiredFile(m.imageRequired),
  volantinoPdfUrl: requiredFile(m.pdfRequired),
});

/** PUT /api/volantino/edit/{id} (multipart): empty files keep the current ones. */
export const volantinoEditSchema = objectSchema({
  ...volantinoFields,
  volantinoImageUrl: optionalFile(),
  volantinoPdfUrl: optionalFile(),
});

export type VolantinoCreateValues = yup.InferType<typeof volantinoCreateSchema>;
export type VolantinoEditValues = yup.InferType<typeof volantinoEditSchema>;
