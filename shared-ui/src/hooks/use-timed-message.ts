import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage<T> {
  /** The current message, or null once it has cleared. */
  message: T | null;
  /** Shows a message and restarts the clock. */
  show: (message: T) => void;
  /** Clears the message now. */
  clear: () => void;
}

/** A message that clears itself `ms` after it was last shown (e.g. the 3000 ms success text after a delete). */
export function useTimedMessage<T = string>(ms: number): TimedMessage<T> {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}
