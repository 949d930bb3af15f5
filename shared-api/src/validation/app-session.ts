import * as yup from 'yup';
import { messages } from '../catalogue.js';
import { objectSchema, optionalDate, trimmedText } from './common.js';

const m = messages.appSessions.validation;

/** POST /api/sessions: the mobile app reports how long a user used it (issue 3). */
export const appSessionSchema = objectSchema({
  userId: trimmedText(m.userIdInvalid).required(m.userIdInvalid).max(64, m.userIdInvalid),
  durationSeconds: yup
    .number()
    .typeError(m.durationInvalid)
    .required(m.durationInvalid)
    .integer(m.durationInvalid)
    .min(1, m.durationInvalid)
    .max(86_400, m.durationInvalid),
  date: optionalDate(),
});

export type AppSessionValues = yup.InferType<typeof appSessionSchema>;
