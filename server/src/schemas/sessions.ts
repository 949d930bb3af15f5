// Request schemas of the mobile-app session routes.
import { messages } from '@ofertat/shared-api/validation';
import { date, jsonObject, numeric, text } from './common.js';

const m = messages.appSessions.validation;

export const sessionReportBody = jsonObject({
  userId: text(m.userIdInvalid, { description: "The app's own user identifier, 1 to 64 characters" }),
  durationSeconds: numeric(m.durationInvalid, { description: 'Whole seconds, 1 to 86400' }),
  date: date('YYYY-MM-DD; default: today in Europe/Tirane'),
});
