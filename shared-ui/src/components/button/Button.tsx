import { SpinnerRing } from '../spinner/Spinner.styles';
import { StyledButton, StyledButtonLink } from './Button.styles';
import type { ButtonLinkProps, ButtonProps } from './types';

/** A real <button>; type defaults to 'button' so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading && <SpinnerRing $size="sm" aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}

export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonLinkProps) {
  return <StyledButtonLink {...rest} $variant={variant} $size={size} $fullWidth={fullWidth} />;
}
