import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on. Lets a section below the
 * first screen wait with its request and its rendering until the visitor scrolls towards it.
 * Browsers without IntersectionObserver get true after the first render. False at first everywhere, as in the
 * server's render of the page, which the browser hydrates. `enabled` false watches nothing and stays false: a
 * section that does not wait renders nothing again when it nears the screen.
 */
export function useNearViewport(ref: RefObject<Element | null>, { enabled = true, rootMargin = '400px' } = {}): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    // A transition: what the section then renders (a list of cards) is rendered in slices, not in one long task
    // while the page is still starting.
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, rootMargin, near]);

  return near;
}
