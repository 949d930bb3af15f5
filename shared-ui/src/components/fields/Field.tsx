import { useId, type ReactNode } from 'react';
import { CheckboxLabel, CheckboxRow, ErrorText, FieldRoot, Hint, Label, RequiredMark } from './Field.styles';
import type { FieldA11y, FieldError, FieldProps } from './types';

interface FieldA11yInput {
  id?: string;
  hint?: ReactNode;
  error?: FieldError;
  /** Extra ids the caller already describes the control with. */
  describedBy?: string;
}

/** Links a control to its hint and error, so screen readers read them with the label. */
export function useFieldA11y({ id, hint, error, describedBy }: FieldA11yInput): FieldA11y {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  return {
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    },
  };
}

/** Label, control, hint and error text in the order people read them. */
export function Field({ a11y, label, error, hint, required, layout = 'stacked', children, className }: FieldProps) {
  const labelContent = (
    <>
      {label}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </>
  );
  const controlId = a11y.controlProps.id;
  return (
    <FieldRoot className={className}>
      {layout === 'checkbox' ? (
        <CheckboxRow>
          {children}
          <CheckboxLabel htmlFor={controlId}>{labelContent}</CheckboxLabel>
        </CheckboxRow>
      ) : (
        <>
          <Label htmlFor={controlId}>{labelContent}</Label>
          {children}
        </>
      )}
      {hint && <Hint id={a11y.hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={a11y.errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldRoot>
  );
}
