import { Field, useFieldA11y } from './Field';
import { Input } from './Field.styles';
import type { DateFieldProps } from './types';

/** A native date picker; its value is a 'YYYY-MM-DD' string. */
export function DateField({ label, error, hint, required, id, className, 'aria-describedby': describedBy, ...rest }: DateFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field a11y={a11y} label={label} error={error} hint={hint} required={required} className={className}>
      <Input {...rest} {...a11y.controlProps} type="date" required={required} />
    </Field>
  );
}
