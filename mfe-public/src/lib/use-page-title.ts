import { useEffect } from 'react';

const SITE_NAME = 'Ofertat';

/** Names the browser tab (and the search-result title) after the page. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
