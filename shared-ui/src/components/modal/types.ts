import type { ReactNode, RefObject } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  /** Whether the popup is shown. */
  open: boolean;
  /** Called on Escape, on a click outside the popup and on the close button. */
  onClose: () => void;
  /** Heading that labels the dialog. */
  title: ReactNode;
  /** Content of the scrolling body. */
  children?: ReactNode;
  /** Actions shown below the body, e.g. confirm and cancel buttons. */
  footer?: ReactNode;
  /** Fixed height in px (the offer popup uses OFFER_POPUP_HEIGHT_PX); the body scrolls inside it. */
  height?: number;
  /** Maximum width of the popup. */
  size?: ModalSize;
  /** Element focused on open; the first focusable element by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element that describes the dialog. */
  describedBy?: string;
  /**
   * Back closes the popup instead of leaving the page. Only for popups whose actions never navigate: closing one
   * steps back in the history, which would undo a navigation made at the same moment.
   */
  closeOnBack?: boolean;
  /**
   * Rendered where it stands instead of at the end of the body: for a popup the server renders into the page
   * (a portal has no server markup). Only where no ancestor clips or transforms it.
   */
  inline?: boolean;
}
