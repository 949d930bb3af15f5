// Taps on a page the server rendered, from the moment main.js runs until React has taken the page. The page is
// painted (and looks ready) seconds before it is hydrated on a slow phone; a tap on a button in between would do
// nothing and be lost. Links and forms work without a script and are left to the browser; a button that does
// something only through React is noted here and tapped again once React listens (React hydrates the part it is in
// first, then runs its handler), as server-rendered frameworks replay early events.

/**
 * Buttons whose tap only a script can act on: a form's submit button (and a dialog form's close) works without, and
 * so does a <details>' summary (the header's menu), which the browser opens itself: tapping it again would close it.
 */
const SCRIPTED_CONTROLS = 'button[type="button"], [role="button"]:not(a):not(button):not(summary)';

export interface TapCapture {
  /** Taps each noted control once more, in order, if it is still on the page (hydrated, not drawn again); stops noting. */
  replay(): void;
  /** Stops noting and forgets the taps (the page is drawn again: its controls are gone). */
  discard(): void;
}

/** Starts noting taps on the scripted controls inside `root`. */
export function captureTaps(root: HTMLElement): TapCapture {
  const tapped: HTMLElement[] = [];
  const note = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED_CONTROLS) : null;
    if (!control || !root.contains(control) || control.matches(':disabled')) return;
    tapped.push(control);
  };
  document.addEventListener('click', note, true);
  const stop = () => document.removeEventListener('click', note, true);
  return {
    replay() {
      stop();
      for (const control of tapped.splice(0)) if (control.isConnected) control.click();
    },
    discard() {
      stop();
      tapped.length = 0;
    },
  };
}
