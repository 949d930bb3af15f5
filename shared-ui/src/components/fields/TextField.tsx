import { Field, useFieldA11y } from './Field';
import { Input } from './Field.styles';
import type { TextFieldProps } from './types';

export function TextField({ label, error, hint, required, id, className, type = 'text', 'aria-describedby': describedBy, ...rest }: TextFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field a11y={a11y} label={label} error={error} hint={hint} required={required} className={className}>
      <Input {...rest} {...a11y.controlProps} type={type} required={required} />
    </Field>
  );
}
