import { Field, useFieldA11y } from './Field';
import { Checkbox } from './Field.styles';
import type { CheckboxFieldProps } from './types';

export function CheckboxField({ label, error, hint, required, id, className, 'aria-describedby': describedBy, ...rest }: CheckboxFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field a11y={a11y} label={label} error={error} hint={hint} required={required} className={className} layout="checkbox">
      <Checkbox {...rest} {...a11y.controlProps} type="checkbox" required={required} />
    </Field>
  );
}
