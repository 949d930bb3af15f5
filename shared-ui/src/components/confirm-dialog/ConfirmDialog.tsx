import { useId, useRef } from 'react';
import { Button } from '@ofertat/shared-ui';
import { Modal } from '@ofertat/shared-ui/modal';
import { Choice, Message } from './ConfirmDialog.styles';
import type { ConfirmDialogProps } from './types';

/** Asks before a destructive action; focus starts on cancel so Enter cannot delete by accident. */
export function ConfirmDialog({
  open,
  message,
  children,
  onConfirm,
  onCancel,
  title = 'Konfirmo',
  confirmLabel = 'Po',
  cancelLabel = 'Anulo',
  confirmVariant = 'danger',
  busy = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{message}</Message>
      {children && <Choice>{children}</Choice>}
    </Modal>
  );
}
