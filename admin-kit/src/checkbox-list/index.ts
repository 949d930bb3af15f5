export { CheckboxListField, type CheckboxListFieldProps, type CheckboxListOption } from './checkbox-list-field';
