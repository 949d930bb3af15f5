import type { ReactNode } from 'react';

export type MessageTone = 'success' | 'error' | 'info';

export interface MessageBannerProps {
  /** Colour and urgency: errors interrupt screen readers (role=alert), the others wait (role=status). */
  tone: MessageTone;
  /** The message text. */
  children: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  dismissLabel?: string;
  className?: string;
}
