import { Field, useFieldA11y } from './Field';
import { Select } from './Field.styles';
import type { SelectFieldProps } from './types';

export function SelectField({ label, error, hint, required, id, className, options, placeholder, 'aria-describedby': describedBy, ...rest }: SelectFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field a11y={a11y} label={label} error={error} hint={hint} required={required} className={className}>
      <Select {...rest} {...a11y.controlProps} required={required}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
