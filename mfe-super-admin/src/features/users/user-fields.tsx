import type { FormikErrors, FormikProps } from 'formik';
import { fieldErrorsOf, ROLES, type Market, type UserDetail, type UserUpdateValues } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
import { CheckboxField, SelectField, TextField, type SelectOption } from '@ofertat/shared-ui/forms';

/** The user form as the inputs hold it; marketId '' means no market. */
export interface UserFormValues {
  userName: string;
  userSurname: string;
  email: string;
  phoneNumber: string;
  password: string;
  marketId: string;
  role: string;
  /** Edit only: the checkbox is the one way to reactivate an account (spec section 4). */
  isActive: boolean;
}

export const emptyUserFormValues: UserFormValues = {
  userName: '',
  userSurname: '',
  email: '',
  phoneNumber: '',
  password: '',
  marketId: '',
  role: ROLES.admin,
  isActive: true,
};

export function toUserFormValues(user: UserDetail): UserFormValues {
  return {
    userName: user.userName,
    userSurname: user.userSurname,
    email: user.email,
    phoneNumber: user.phoneNumber,
    password: '',
    marketId: user.marketId === null ? '' : String(user.marketId),
    role: user.role,
    isActive: user.isActive,
  };
}

/** What create and update send; the server validates it with the shared schemas. */
export function toUserPayload(values: UserFormValues): Omit<UserUpdateValues, 'isActive' | 'password'> {
  return {
    userName: values.userName,
    userSurname: values.userSurname,
    email: values.email,
    phoneNumber: values.phoneNumber,
    marketId: values.marketId === '' ? null : Number(values.marketId),
    role: values.role as UserUpdateValues['role'],
  };
}

const ROLE_OPTIONS: readonly SelectOption[] = [
  { value: ROLES.admin, label: 'Administrator marketi (ROLE_ADMIN)' },
  { value: ROLES.superAdmin, label: 'Super administrator (ROLE_SUPER_ADMIN)' },
];

/**
 * The market choices: the active markets, plus the user's current one when it has been deactivated since, so
 * an edit does not silently move the account to another market.
 */
export function marketOptions(markets: readonly Market[], current?: Pick<UserDetail, 'marketId' | 'marketName'>): SelectOption[] {
  const options = markets.map((market) => ({ value: market.marketId, label: market.marketName }));
  if (current?.marketId != null && !markets.some((market) => market.marketId === current.marketId)) {
    options.push({ value: current.marketId, label: `${current.marketName ?? current.marketId} (i çaktivizuar)` });
  }
  return options;
}

/**
 * The server's messages for this form's fields (a 400's `errors`), to show beside them: the list of common
 * passwords, for one, is only on the server. Formik clears them at the next change, as it has no rules of its own.
 */
export function userFieldErrors(error: unknown): FormikErrors<UserFormValues> {
  const fields = Object.keys(emptyUserFormValues);
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).filter(([field]) => fields.includes(field)));
}

export interface UserFieldsProps {
  form: Pick<FormikProps<UserFormValues>, 'getFieldProps' | 'errors'>;
  markets: readonly SelectOption[];
  /** The edit form keeps a blank password and has the isActive checkbox. */
  mode: 'create' | 'edit';
}

/**
 * The fields of the create and edit forms. No client validation (spec section 5): the server checks with the
 * shared schemas and the form shows its message, and its per-field messages beside the fields (userFieldErrors).
 */
export function UserFields({ form, markets, mode }: UserFieldsProps) {
  const { errors } = form;
  return (
    <>
      <TextField label="Emri" autoComplete="off" error={errors.userName} {...form.getFieldProps('userName')} />
      <TextField label="Mbiemri" autoComplete="off" error={errors.userSurname} {...form.getFieldProps('userSurname')} />
      <TextField label="Email" type="email" autoComplete="off" error={errors.email} {...form.getFieldProps('email')} />
      <TextField label="Telefoni" type="tel" autoComplete="off" error={errors.phoneNumber} {...form.getFieldProps('phoneNumber')} />
      <TextField
        label="Fjalëkalimi"
        type="password"
        autoComplete="new-password"
        hint={
          mode === 'edit'
            ? `Lëreni bosh për të mbajtur fjalëkalimin aktual. ${messages.users.validation.passwordHint}`
            : messages.users.validation.passwordHint
        }
        error={errors.password}
        {...form.getFieldProps('password')}
      />
      <SelectField label="Marketi" placeholder="Pa market" options={markets} error={errors.marketId} {...form.getFieldProps('marketId')} />
      <SelectField label="Roli" options={ROLE_OPTIONS} error={errors.role} {...form.getFieldProps('role')} />
      {mode === 'edit' && <CheckboxField label="Aktiv" {...form.getFieldProps({ name: 'isActive', type: 'checkbox' })} />}
    </>
  );
}
