export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Loading text, e.g. 'Duke u ngarkuar Harta...'. */
  label?: string;
  /** Keeps the text for screen readers only. */
  labelHidden?: boolean;
  /** Diameter of the spinning ring. */
  size?: SpinnerSize;
  className?: string;
}
