// Cookies a page navigation carries for the server's render of the page (server/src/features/pages). The public
// remote writes and reads their values; the server only passes them on and renders one page per value.

/** My city, so the server renders the lists the shopper sees scoped to it (mfe-public/src/lib/my-city.ts). */
export const MY_CITY_COOKIE = 'ofertat_city';

/** Set (for the browser session) once the app popup is closed: the server then renders pages without it. */
export const APP_POPUP_CLOSED_COOKIE = 'ofertat_app_popup_closed';
