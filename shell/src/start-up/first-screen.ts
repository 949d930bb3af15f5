/**
 * How long the start-up waits at most for the first screen's pictures: on a network so slow that they take
 * longer, the buttons must not wait for them any more.
 */
export const FIRST_SCREEN_WAIT_CAP_MS = 1500;

const loadedOrFailed = (image: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });

/** Resolves once the picture is ready to be painted, or has failed. */
async function readyToPaint(image: HTMLImageElement): Promise<void> {
  if (!image.complete) await loadedOrFailed(image);
  // Decoded off the main thread (decoding="async"), a picture is painted a frame or more after its load event.
  // Browsers without decode() paint a loaded picture in the next frame.
  if (typeof image.decode === 'function') await image.decode().catch(() => undefined);
}

/** After the next paint: a frame's callbacks run just before it, a task queued from one runs after it. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve(); // A background tab paints nothing until shown.
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * Resolves once a page the server rendered shows its first screen: its eager pictures (the ones the screens mark
 * as in the first screen) have arrived, been decoded and been painted, or FIRST_SCREEN_WAIT_CAP_MS have passed.
 * Until then the start-up asks for none of its scripts, which would otherwise share a slow phone's link with those
 * pictures and hold up their paint behind their evaluation. A page the browser draws itself (sign-in, admin
 * areas) has no first screen to wait for.
 */
export function firstScreenShown(root: HTMLElement): Promise<void> {
  if (root.firstElementChild === null) return Promise.resolve();
  const eager = [...root.querySelectorAll<HTMLImageElement>('img[loading="eager"]')];
  let cap: ReturnType<typeof setTimeout> | undefined;
  const capped = new Promise<void>((resolve) => {
    cap = setTimeout(resolve, FIRST_SCREEN_WAIT_CAP_MS);
  });
  return Promise.race([Promise.all(eager.map(readyToPaint)), capped])
    .finally(() => clearTimeout(cap))
    .then(afterNextPaint);
}
