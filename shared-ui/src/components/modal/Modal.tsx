import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, IconButton } from '@ofertat/shared-ui';
import { getFocusable } from './focusable';
import { Backdrop, Body, Dialog, Footer, Header, Outside, ScrollLock, Title } from './Modal.styles';
import type { ModalProps } from './types';
import { useCloseOnBack } from './use-close-on-back';

/**
 * An accessible popup: focus is trapped inside and returns to where it was when the popup closes.
 * It is an open `<dialog>` closed by a `method="dialog"` form, submitted by its close button or by a tap outside
 * (a button the size of the viewport, under the popup): on a page the server rendered with the popup in it
 * (`inline`), both close it before the scripts have run, with no script at all — a shopper taps as soon as the
 * popup is painted.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  height,
  size = 'md',
  initialFocusRef,
  closeLabel = 'Mbyll',
  role = 'dialog',
  describedBy,
  closeOnBack = false,
  inline = false,
}: ModalProps) {
  const titleId = useId();
  useCloseOnBack(closeOnBack, onClose);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    // Closed by its button before the scripts ran (the browser closed the server's dialog): closed for good.
    if (dialogRef.current?.open === false) onClose();
  }, [onClose]);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const target = initialFocusRef?.current ?? (dialog && getFocusable(dialog)[0]) ?? dialog;
    // The popup is fixed in the viewport: nothing to scroll to, and no layout to force (the server's popup
    // is focused while the page hydrates).
    target?.focus({ preventScroll: true });
    return () => previouslyFocused?.focus();
  }, [initialFocusRef]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Stop here so a popup opened from another popup closes alone.
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const items = getFocusable(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleCloseClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The form would close the dialog itself: leave it to onClose, which may keep it open.
    event.preventDefault();
    onClose();
  };

  const popup = (
    <Backdrop $fromTop={inline}>
      <ScrollLock />
      <Dialog
        ref={dialogRef}
        open
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        $size={size}
        $height={height}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <form method="dialog">
            <IconButton type="submit" aria-label={closeLabel} onClick={handleCloseClick}>
              <CloseIcon />
            </IconButton>
            {/* A drag from inside the popup to outside (selecting text) clicks their common ancestor, not this. */}
            <Outside type="submit" tabIndex={-1} aria-hidden data-modal-outside onClick={handleCloseClick} />
          </form>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>
  );
  return inline ? popup : createPortal(popup, document.body);
}
