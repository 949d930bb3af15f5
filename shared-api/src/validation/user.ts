import * as yup from 'yup';
import { ROLE_NAMES } from '../constants.js';
import { messages } from '../catalogue.js';
import { booleanField, isBlank, objectSchema, optionalId, optionalText, requiredText, trimmedText, validationLimits } from './common.js';

const m = messages.users.validation;
const limits = validationLimits;
const passwordTooLong = messages.validation.tooLong(limits.passwordMaxLength);

/**
 * The rules of a new or changed password, after `schema`'s own (required first, so an empty field says so).
 * The list of common passwords is the server's (too large for a browser bundle): it answers 400 with
 * `errors.password` = messages.users.validation.passwordCommon.
 */
const withNewPasswordRules = <S extends yup.StringSchema<string | undefined>>(schema: S): S =>
  schema
    .min(limits.passwordMinLength, m.passwordTooShort)
    .max(limits.passwordMaxLength, passwordTooLong)
    .test('distinct-characters', m.passwordTooSimple, (value) => value === undefined || new Set(value).size >= limits.passwordMinDistinctCharacters);

const userFields = {
  userName: requiredText(m.nameRequired),
  userSurname: optionalText(),
  email: trimmedText(m.emailInvalid)
    .required(m.emailRequired)
    .email(m.emailInvalid)
    .max(limits.emailLength, messages.validation.tooLong(limits.emailLength)),
  phoneNumber: optionalText(limits.phoneLength).matches(/^[+\d\s()./-]*$/, m.phoneInvalid),
  marketId: optionalId(),
  role: yup.string().typeError(m.roleInvalid).required(m.roleInvalid).oneOf(ROLE_NAMES, m.roleInvalid),
};

/** POST /api/admin/users (multipart). */
export const userCreateSchema = objectSchema({
  ...userFields,
  password: withNewPasswordRules(yup.string().required(m.passwordRequired)),
});

/** PUT /api/admin/update/user/{id}: a blank password means "unchanged" (spec section 3). */
export const userUpdateSchema = objectSchema({
  ...userFields,
  isActive: booleanField(true),
  password: withNewPasswordRules(
    yup
      .string()
      .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
      .optional(),
  ),
});

export type UserCreateValues = yup.InferType<typeof userCreateSchema>;
export type UserUpdateValues = yup.InferType<typeof userUpdateSchema>;
