import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@ofertat/shared-ui';
import { REDIRECT_DELAY_MS } from '@ofertat/shared-api';

export interface SaveAndReturn {
  /** The success text while it is shown, else null. */
  successMessage: string | null;
  /** True from the success until the screen leaves: keep the submit button disabled so nothing is saved twice. */
  saved: boolean;
  /** Call after a 200/201: shows `message`, then opens the list after REDIRECT_DELAY_MS (spec section 4). */
  succeed: (message: string) => void;
}

/** The "message, then the list after about a second" of every create and edit screen; the timer dies with the screen. */
export function useSaveAndReturn(listHref: string): SaveAndReturn {
  const navigate = useNavigate();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const succeed = useCallback(
    (message: string) => {
      setSuccessMessage(message);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(listHref), REDIRECT_DELAY_MS);
    },
    [listHref, navigate],
  );

  return { successMessage, saved: successMessage !== null, succeed };
}
