export { Field, useFieldA11y } from './Field';
export { TextField } from './TextField';
export { NumberField } from './NumberField';
export { DateField } from './DateField';
export { SelectField } from './SelectField';
export { CheckboxField } from './CheckboxField';
export { FileField } from './FileField';
export { TextAreaField } from './TextAreaField';
export type {
  FieldA11y,
  FieldError,
  FieldLabelProps,
  FieldProps,
  TextFieldProps,
  NumberFieldProps,
  DateFieldProps,
  SelectFieldProps,
  SelectOption,
  CheckboxFieldProps,
  FileFieldProps,
  TextAreaFieldProps,
} from './types';
