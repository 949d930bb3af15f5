import type { ComponentPropsWithRef } from 'react';
import type { LinkProps } from '@ofertat/shared-ui/routing';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLookProps {
  /** Visual weight: primary for the main action, danger for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding; md is a full 44 px touch target. */
  size?: ButtonSize;
  /** Stretches to the width of the container. */
  fullWidth?: boolean;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLookProps {
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
}

/** A router link that looks like a button, for actions that navigate (e.g. 'Shto nje market'). */
export interface ButtonLinkProps extends LinkProps, ButtonLookProps {}
