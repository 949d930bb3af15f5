import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { UploadOptions, UploadProgress } from '@ofertat/shared-api';
import { useNavigate } from '@ofertat/shared-ui';
import { ConfirmDialog } from '@ofertat/shared-ui/admin';
import { UploadProgressBar } from './upload-progress-bar';

/** Marks the form's own cancel link: it aborts the upload itself, so leaving through it asks nothing. */
export const CANCELS_UPLOAD_ATTRIBUTE = 'data-cancels-upload';

const LEAVE_QUESTION = 'Skedarët po ngarkohen. Nëse largoheni, ngarkimi anulohet dhe asgjë nuk ruhet. Të largoheni?';

export interface Upload {
  /** True from the start of a call given to `run` until it ends. */
  uploading: boolean;
  /**
   * Runs one upload call with progress and an abort signal. Resolves true when it completed, false when it was
   * cancelled (by `cancel`, or by the screen closing); any other failure is thrown as the call threw it.
   */
  run: (call: (options: UploadOptions) => Promise<unknown>) => Promise<boolean>;
  /** Aborts the upload under way, if any: the request stops mid-way and the server stores nothing. */
  cancel: () => void;
  /** The progress bar while uploading and the question asked before leaving mid-way; render once in the form. */
  status: ReactElement;
}

/** The path, query and hash of a same-origin link, or null for a link that leaves the app or the tab. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute(CANCELS_UPLOAD_ATTRIBUTE) || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * While `active`, leaving asks first: a tab close, reload or typed address through the browser's own question
 * (beforeunload), an in-app link through a dialog. The shell's router is a declarative one (BrowserRouter), which
 * has no navigation blocker, so links are caught in the capture phase, before React's handlers see the click.
 */
function useLeaveGuard(active: boolean, onLeave: () => void): ReactElement {
  const navigate = useNavigate();
  const [pendingTarget, setPendingTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingTarget(target);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  const leave = () => {
    const target = pendingTarget;
    setPendingTarget(null);
    onLeave();
    if (target !== null) navigate(target);
  };

  return (
    <ConfirmDialog
      open={active && pendingTarget !== null}
      message={LEAVE_QUESTION}
      confirmLabel="Largohu"
      cancelLabel="Qëndro"
      onConfirm={leave}
      onCancel={() => setPendingTarget(null)}
    />
  );
}

/**
 * One upload of an admin form (flyer, product image, market logo, ad image): its progress, a cancel that aborts
 * the request, and a question before leaving the screen mid-way. Closing the screen by any road aborts it too, so
 * nothing the admin walked away from is created later.
 */
export function useUpload(): Upload {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploading, setUploading] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const run = useCallback(async (call: (options: UploadOptions) => Promise<unknown>) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setProgress(null);
    setUploading(true);
    try {
      await call({ onUploadProgress: setProgress, signal: own.signal });
      return true;
    } catch (error) {
      if (own.signal.aborted) return false;
      throw error;
    } finally {
      if (controller.current === own) controller.current = null;
      setUploading(false);
      setProgress(null);
    }
  }, []);

  const leaveDialog = useLeaveGuard(uploading, cancel);
  const status = (
    <>
      {uploading && <UploadProgressBar progress={progress} />}
      {leaveDialog}
    </>
  );
  return { uploading, run, cancel, status };
}
