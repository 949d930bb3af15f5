import * as yup from 'yup';
import { messages } from '../catalogue.js';
import { objectSchema, requiredText, validationLimits } from './common.js';

const m = messages.login.validation;

/** POST /api/admin/login. The password is not trimmed: spaces may be part of it. */
export const loginSchema = objectSchema({
  usernameOrEmail: requiredText(m.usernameOrEmailRequired, validationLimits.emailLength),
  password: yup
    .string()
    .required(m.passwordRequired)
    .max(validationLimits.passwordMaxLength, messages.validation.tooLong(validationLimits.passwordMaxLength)),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
