import { useState, type ReactElement } from 'react';
import { MESSAGE_CLEAR_MS } from '@ofertat/shared-api';
import { MessageBanner, useTimedMessage } from '@ofertat/shared-ui';
import { ConfirmDialog } from '@ofertat/shared-ui/admin';
import { isSessionExpired } from '../errors';

export interface DeleteWithConfirmOptions<T> {
  /** The question, e.g. messages.offers.deleteConfirm. */
  confirmMessage: string;
  /** The delete call. */
  remove: (item: T) => Promise<unknown>;
  /** Takes the item out of the shown list, e.g. with useResource's update(). */
  onRemoved: (item: T) => void;
  /** Shown for MESSAGE_CLEAR_MS after a delete. */
  successMessage: string;
  /** Text of a failed delete, picked by the error (404, network, server text…). */
  errorMessage: (error: unknown) => string;
}

export interface DeleteWithConfirm<T> {
  /** Asks for confirmation to delete `item`. */
  request: (item: T) => void;
  /** The item being confirmed or deleted, else null. */
  pending: T | null;
  /** The confirmation dialog; render it once on the screen. */
  dialog: ReactElement;
  /** The success or error banner, or null. */
  feedback: ReactElement | null;
}

/**
 * Delete with a confirmation: on success the item leaves the list and the success text clears after
 * MESSAGE_CLEAR_MS (spec section 4); a failure stays until the next attempt or its close button.
 */
export function useDeleteWithConfirm<T>({
  confirmMessage,
  remove,
  onRemoved,
  successMessage,
  errorMessage,
}: DeleteWithConfirmOptions<T>): DeleteWithConfirm<T> {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const success = useTimedMessage<string>(MESSAGE_CLEAR_MS);

  const confirm = async () => {
    if (pending === null) return;
    const item = pending;
    setBusy(true);
    setError(null);
    success.clear();
    try {
      await remove(item);
      onRemoved(item);
      success.show(successMessage);
    } catch (reason) {
      // The shell shows the session-expired notice on /login; nothing to add here.
      if (!isSessionExpired(reason)) {
        // Several spec texts send staff to the console ('Shikoni console.').
        console.error(reason);
        setError(errorMessage(reason));
      }
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={confirmMessage}
      confirmLabel="Fshi"
      onConfirm={() => void confirm()}
      onCancel={() => !busy && setPending(null)}
      busy={busy}
    />
  );

  let feedback: ReactElement | null = null;
  if (error) {
    feedback = (
      <MessageBanner tone="error" onDismiss={() => setError(null)}>
        {error}
      </MessageBanner>
    );
  } else if (success.message) {
    feedback = <MessageBanner tone="success">{success.message}</MessageBanner>;
  }

  return { request: (item) => setPending(() => item), pending, dialog, feedback };
}
