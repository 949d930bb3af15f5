import { StyledIconButton } from './IconButton.styles';
import type { IconButtonProps } from './types';

/** A square button with only an icon; its aria-label is its name. */
export function IconButton({ variant = 'ghost', size = 'md', type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} $variant={variant} $size={size} $fullWidth={false}>
      {children}
    </StyledIconButton>
  );
}
