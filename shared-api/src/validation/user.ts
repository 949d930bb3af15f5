import * as yup from 'yup';
import { ROLE_NAMES } from '../constants.js';
import { messages } from '../messages.js';
import { booleanField, isBlank, objectSchema, optionalId, optionalText, requiredText, validationLimits } from './common.js';

const m = messages.users.validation;
const limits = validationLimits;
const passwordTooLong = messages.validation.tooLong(limits.passwordMaxLength);

const userFields = {
  userName: requiredText(m.nameRequired),
  userSurname: optionalText(),
  email: yup
    .string()
    .trim()
    .required(m.emailRequired)
    .email(m.emailInvalid)
    .max(limits.emailLength, messages.validation.tooLong(limits.emailLength)),
  phoneNumber: optionalText(limits.phoneLength).matches(/^[+\d\s()./-]*$/, m.phoneInvalid),
  marketId: optionalId(),
  role: yup.string().required(m.roleInvalid).oneOf(ROLE_NAMES, m.roleInvalid),
};

/** POST /api/admin/users (multipart). */
export const userCreateSchema = objectSchema({
  ...userFields,
  password: yup
    .string()
    .required(m.passwordRequired)
    .min(limits.passwordMinLength, m.passwordTooShort)
    .max(limits.passwordMaxLength, passwordTooLong),
});

/** PUT /api/admin/update/user/{id}: a blank password means "unchanged" (spec section 3). */
export const userUpdateSchema = objectSchema({
  ...userFields,
  isActive: booleanField(true),
  password: yup
    .string()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .optional()
    .min(limits.passwordMinLength, m.passwordTooShort)
    .max(limits.passwordMaxLength, passwordTooLong),
});

export type UserCreateValues = yup.InferType<typeof userCreateSchema>;
export type UserUpdateValues = yup.InferType<typeof userUpdateSchema>;
