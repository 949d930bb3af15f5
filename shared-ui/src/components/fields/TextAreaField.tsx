import { Field, useFieldA11y } from './Field';
import { TextArea } from './Field.styles';
import type { TextAreaFieldProps } from './types';

export function TextAreaField({ label, error, hint, required, id, className, rows = 4, 'aria-describedby': describedBy, ...rest }: TextAreaFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field a11y={a11y} label={label} error={error} hint={hint} required={required} className={className}>
      <TextArea {...rest} {...a11y.controlProps} rows={rows} required={required} />
    </Field>
  );
}
