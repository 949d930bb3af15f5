export { Button, ButtonLink } from './Button';
export { buttonLook } from './Button.styles';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize, ButtonLookProps } from './types';
