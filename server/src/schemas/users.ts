// Request schemas of the user-account routes (super admin).
import { messages } from '@ofertat/shared-api/validation';
import { flag, id, jsonObject, jsonOrMultipartBody, text } from './common.js';

const m = messages.users.validation;

const accountFields = {
  userName: text(m.nameRequired),
  userSurname: text(),
  email: text(m.emailInvalid, { format: 'email' }),
  phoneNumber: text(m.phoneInvalid),
  marketId: id(),
  role: text(m.roleInvalid, { description: 'ROLE_ADMIN or ROLE_SUPER_ADMIN' }),
};

/** The create form is multipart (spec section 7); other API clients may send JSON. */
export const userCreateBody = jsonOrMultipartBody(jsonObject({ ...accountFields, password: text(m.passwordRequired) }));

export const userUpdateBody = jsonObject({
  ...accountFields,
  isActive: flag('false revokes the account’s sessions'),
  password: text(m.passwordRequired, { description: 'Blank or absent: unchanged. A new password ends the other sessions.' }),
});
