import { useEffect, useRef, useState, type RefObject } from 'react';
import { createBarcodeReader, gtinOfDetected, type BarcodeReader } from './barcode-reader';

/**
 * Where the camera is: opening, reading codes, or why it cannot (the shopper refused it, the device has none,
 * it would not start, or the barcode reader would not load). In each of the last four the typed digits still work.
 */
export type CameraStatus = 'opening' | 'scanning' | 'refused' | 'absent' | 'failed' | 'readerFailed';

/** The camera's failure as the shopper can act on it (DOMException names of getUserMedia). */
function statusOfCameraError(error: unknown): CameraStatus {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  return 'failed';
}

/** The back camera where there is one (the one a shopper points at a pack), else any. */
const BACK_CAMERA: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };

/**
 * Shows the camera in `videoRef` and reports each retail code it reads as its normalized GTIN, once per code in a
 * row (a pack held still is read on every frame). The camera is on while the component is mounted and the page
 * shown: its tracks stop when the component goes (the dialog closes, the page changes) and when the page is hidden
 * for good or kept in the back-forward cache (`pagehide`); the camera opens again if that page is shown again.
 */
export function useBarcodeCamera(videoRef: RefObject<HTMLVideoElement | null>, onCode: (gtin: string) => void): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>('opening');
  // Shown again from the back-forward cache: a new session opens the camera again.
  const [session, setSession] = useState(0);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    let lastGtin: string | null = null;

    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const onPageHide = () => stop();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSession((value) => value + 1);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);

    const scan = async (reader: BarcodeReader, video: HTMLVideoElement) => {
      if (stopped) return;
      // A frame the reader cannot take yet (the video has no picture before it plays) reads as nothing.
      const found = await reader.detect(video).catch(() => []);
      if (stopped) return;
      const gtin = found.map(gtinOfDetected).find((code) => code !== null) ?? null;
      if (gtin !== null && gtin !== lastGtin) onCodeRef.current(gtin);
      lastGtin = gtin ?? lastGtin;
      frame = requestAnimationFrame(() => void scan(reader, video));
    };

    const open = async () => {
      setStatus('opening');
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus('absent');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia(BACK_CAMERA);
      } catch (error) {
        if (!stopped) setStatus(statusOfCameraError(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stop();
        return;
      }
      video.srcObject = stream;
      let reader: BarcodeReader;
      try {
        // The picture shows while the reader loads (the ponyfill's first use fetches its WebAssembly).
        [reader] = await Promise.all([createBarcodeReader(), video.play().catch(() => undefined)]);
      } catch {
        stop();
        setStatus('readerFailed');
        return;
      }
      if (stopped) return;
      setStatus('scanning');
      void scan(reader, video);
    };
    void open();

    return () => {
      stop();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [videoRef, session]);

  return status;
}
