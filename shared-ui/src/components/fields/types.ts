import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Formik's `touched.x && errors.x` yields false or undefined when there is nothing to show. */
export type FieldError = string | false | null | undefined;

export interface FieldLabelProps {
  /** Visible label, linked to the control. */
  label: ReactNode;
  /** Error text; also marks the control aria-invalid. */
  error?: FieldError;
  /** Help text below the control. */
  hint?: ReactNode;
  /** Native required attribute plus a visible asterisk. */
  required?: boolean;
}

export interface FieldProps extends FieldLabelProps {
  /** Ids and aria attributes from useFieldA11y. */
  a11y: FieldA11y;
  /** Checkboxes put the label after the control. */
  layout?: 'stacked' | 'checkbox';
  /** The control, already wired with `a11y.controlProps`. */
  children: ReactNode;
  className?: string;
}

export interface FieldA11y {
  hintId: string;
  errorId: string;
  /** Spread on the control: id, aria-invalid, aria-describedby. */
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

type WithoutLabelClash<P> = Omit<P, 'type' | 'children'>;

export interface TextFieldProps extends FieldLabelProps, WithoutLabelClash<ComponentPropsWithRef<'input'>> {
  /** Text-like input type. */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
}

export interface NumberFieldProps extends FieldLabelProps, WithoutLabelClash<ComponentPropsWithRef<'input'>> {
  /** Granularity, e.g. 0.01 for prices; any decimal by default. */
  step?: number | 'any';
}

export type DateFieldProps = FieldLabelProps & WithoutLabelClash<ComponentPropsWithRef<'input'>>;

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends FieldLabelProps, WithoutLabelClash<ComponentPropsWithRef<'select'>> {
  /** Choices, in display order. */
  options: readonly SelectOption[];
  /** Text of a first, empty choice, e.g. 'Zgjidhni një kategori'. */
  placeholder?: string;
}

export type CheckboxFieldProps = FieldLabelProps & WithoutLabelClash<ComponentPropsWithRef<'input'>>;

export interface FileFieldProps extends FieldLabelProps, WithoutLabelClash<Omit<ComponentPropsWithRef<'input'>, 'value'>> {
  /** Accepted types, e.g. 'image/*' or 'application/pdf'. */
  accept?: string;
  /** Text of the visible picker button. */
  buttonLabel?: string;
  /** Shown until a file is chosen. */
  emptyText?: string;
}

export interface TextAreaFieldProps extends FieldLabelProps, WithoutLabelClash<ComponentPropsWithRef<'textarea'>> {}
