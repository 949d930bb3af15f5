import type { ReactNode } from 'react';
import type { ButtonVariant } from '@ofertat/shared-ui';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. 'Jeni i sigurt që doni të fshini këtë ofertë?'. */
  message: ReactNode;
  /** Shown under the question: a choice the action depends on, e.g. which of two products a merge keeps. */
  children?: ReactNode;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called on the cancel button, Escape or a click outside. */
  onCancel: () => void;
  /** Heading of the dialog. */
  title?: ReactNode;
  /** Confirm button text; 'Po' by default. */
  confirmLabel?: string;
  /** Cancel button text; 'Anulo' by default. */
  cancelLabel?: string;
  /** Look of the confirm button; danger by default since most confirmations delete something. */
  confirmVariant?: ButtonVariant;
  /** Shows the confirm button as loading while the action runs. */
  busy?: boolean;
}
