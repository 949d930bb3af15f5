import type { ComponentPropsWithRef } from 'react';
import type { ButtonSize, ButtonVariant } from '../button';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** Accessible name; required because the button shows only an icon. */
  'aria-label': string;
  /** Visual weight; ghost by default. */
  variant?: ButtonVariant;
  /** Square size; md is a full 44 px touch target. */
  size?: ButtonSize;
}
