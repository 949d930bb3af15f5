// Request schemas of the login routes.
import { messages } from '@ofertat/shared-api/validation';
import { jsonObject, text } from './common.js';

const m = messages.login.validation;

export const loginBody = jsonObject({
  usernameOrEmail: text(m.usernameOrEmailRequired),
  password: text(m.passwordRequired),
});
