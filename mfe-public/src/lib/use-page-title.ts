import { useEffect } from 'react';

const SITE_NAME = 'Ofertat';

/** The not-found page's title, as the server names the tab of a 404 (server/src/features/pages/page-head-kit.ts). */
const NOT_FOUND_TITLE = 'Faqja nuk u gjet';

const tabTitle = (title: string | null | undefined) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/**
 * How many not-found pages are on screen. A screen that finds its id names nothing shows the not-found page inside
 * itself, and a parent's effects run after its children's: without this the screen's own title (the site's name,
 * or its default) would replace the not-found one right after hydration.
 */
let notFoundShown = 0;

/** Names the browser tab (and the search-result title) after the page, unless a not-found page is showing. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (notFoundShown === 0) document.title = tabTitle(title);
  }, [title]);
}

/** Names the tab after the not-found page while it shows, whatever the screen around it names. */
export function useNotFoundTitle(): void {
  useEffect(() => {
    notFoundShown += 1;
    document.title = tabTitle(NOT_FOUND_TITLE);
    return () => {
      notFoundShown -= 1;
    };
  }, []);
}
