import { useEffect, useRef } from 'react';

// The depth of popups open over the page, kept in the history entries they add: a nested popup adds one more.
const DEPTH_KEY = 'ofertatPopupDepth';

const depthOf = (state: unknown): number => {
  const depth = (state as Record<string, unknown> | null)?.[DEPTH_KEY];
  return typeof depth === 'number' ? depth : 0;
};

/**
 * Back (a phone's button or gesture, the browser's arrow) closes the popup instead of leaving the page: opening
 * adds a history entry for the same address, Back returns from it and calls onClose. A popup closed otherwise
 * takes its entry back out, so the next Back leaves the page as expected. The router never sees the entry: its
 * own state is copied into it, so the location it reads is unchanged.
 */
export function useCloseOnBack(enabled: boolean, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!enabled) return;
    const depth = depthOf(window.history.state) + 1;
    window.history.pushState({ ...(window.history.state as object | null), [DEPTH_KEY]: depth }, '');
    let closedByBack = false;
    const onPopState = (event: PopStateEvent) => {
      if (depthOf(event.state) >= depth) return;
      closedByBack = true;
      close.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      // Still on this popup's entry (closed by its button, Escape or a click outside): step back off it.
      if (!closedByBack && depthOf(window.history.state) === depth) window.history.back();
    };
  }, [enabled]);
}
