// The contract between the server and a public release's Node container (its `server-render` module): what the
// server passes to renderPage and what it gets back. Written once here, as both sides are released apart.
import type { MobilePlatform } from './mobile-platform.js';

export interface ServerRenderOptions {
  /** The page's path and query. */
  url: string;
  /** The runtime config the page carries: the footer's links, the app stores… render as in the browser. */
  runtimeConfig: unknown;
  /**
   * The request's cookies the page renders with, by name (MY_CITY_COOKIE: the lists in my city;
   * APP_POPUP_CLOSED_COOKIE: no app popup).
   */
  cookies: Record<string, string>;
  /** The request's phone platform by its User-Agent (detectMobilePlatform): the app popup it gets. */
  mobilePlatform: MobilePlatform | null;
  /** Answers the API calls of the render (the server asks itself, with no network in between). */
  fetch: typeof fetch;
  /** Ends a render that takes too long: the server then sends the page to be rendered in the browser. */
  signal: AbortSignal;
}

export interface ServerRendered {
  /** The markup of #root. */
  html: string;
  /** styled-components' style elements for the markup. */
  styles: string;
  /** The data the markup was made from, by seed key. */
  seed: Record<string, unknown>;
  /** Every request of the render was answered (else the markup shows a loading state, not worth keeping). */
  complete: boolean;
}

/** The module a release's Node container exposes as `server-render`. */
export interface ServerRenderModule {
  renderPage(options: ServerRenderOptions): Promise<ServerRendered>;
}
