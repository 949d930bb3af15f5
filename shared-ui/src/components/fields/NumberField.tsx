import { Field, useFieldA11y } from './Field';
import { Input } from './Field.styles';
import type { NumberFieldProps } from './types';

export function NumberField({ label, error, hint, required, id, className, step = 'any', 'aria-describedby': describedBy, ...rest }: NumberFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field a11y={a11y} label={label} error={error} hint={hint} required={required} className={className}>
      {/* inputMode brings up a keypad with a decimal separator on iOS. */}
      <Input inputMode="decimal" {...rest} {...a11y.controlProps} type="number" step={step} required={required} />
    </Field>
  );
}
