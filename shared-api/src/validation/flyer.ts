import * as yup from 'yup';
import { messages } from '../catalogue.js';
import { isIsoDate, objectSchema, optionalFile, optionalId, requiredDate, requiredFile, requiredText } from './common.js';

const m = messages.volantino.validation;

const flyerFields = {
  marketId: optionalId(),
  volantinoName: requiredText(m.nameRequired),
  volantinoStartDate: requiredDate(m.startDateRequired),
  volantinoEndDate: requiredDate(m.endDateRequired).test('not-before-start', m.endBeforeStart, (end, context) => {
    const start: unknown = context.parent.volantinoStartDate;
    return !isIsoDate(start) || !isIsoDate(end) || end >= start;
  }),
};

/** POST /api/volantino/add (multipart): cover image and PDF are required. */
export const flyerCreateSchema = objectSchema({
  ...flyerFields,
  volantinoImageUrl: requiredFile(m.imageRequired),
  volantinoPdfUrl: requiredFile(m.pdfRequired),
});

/** PUT /api/volantino/edit/{id} (multipart): empty files keep the current ones. */
export const flyerEditSchema = objectSchema({
  ...flyerFields,
  volantinoImageUrl: optionalFile(),
  volantinoPdfUrl: optionalFile(),
});

export type FlyerCreateValues = yup.InferType<typeof flyerCreateSchema>;
export type FlyerEditValues = yup.InferType<typeof flyerEditSchema>;
