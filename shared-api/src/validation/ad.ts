import * as yup from 'yup';
import { AD_MIN_DISPLAY_ORDER, DEFAULT_AD_ACTIVE } from '../constants.js';
import { messages } from '../catalogue.js';
import { booleanField, isBlank, objectSchema, optionalFile, requiredFile, requiredText, trimmedText, validationLimits } from './common.js';

const m = messages.ads.validation;
const limits = validationLimits;

const adFields = {
  adsName: requiredText(m.nameRequired),
  // Only http(s): the link is opened in a new tab, so javascript: and data: links must never be stored.
  adsOutsideLink: trimmedText(m.linkInvalid)
    .required(m.linkRequired)
    .max(limits.urlLength, messages.validation.tooLong(limits.urlLength))
    .matches(/^https?:\/\/[^\s/?#]+\S*$/i, m.linkInvalid),
  active: booleanField(DEFAULT_AD_ACTIVE),
  displayOrder: yup
    .number()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(m.displayOrderInvalid)
    .required(m.displayOrderRequired)
    .integer(m.displayOrderInvalid)
    .min(AD_MIN_DISPLAY_ORDER, m.displayOrderInvalid)
    .max(limits.maxDisplayOrder, m.displayOrderInvalid),
};

/** POST /api/admin/add/ad (multipart): the image is required. */
export const adCreateSchema = objectSchema({ ...adFields, adsImageUrl: requiredFile(m.imageRequired) });

/** PUT /api/ads/edit/{id} (multipart): the image is optional. */
export const adEditSchema = objectSchema({ ...adFields, adsImageUrl: optionalFile() });

export type AdCreateValues = yup.InferType<typeof adCreateSchema>;
export type AdEditValues = yup.InferType<typeof adEditSchema>;
