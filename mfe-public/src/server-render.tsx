// The public site rendered on the server, exposed by the remote's Node container only (the server loads it by
// the release the deployment manifest names). It renders the same routes the browser then hydrates, inside the
// same providers: the shell puts nothing on the page around a public route (shell/src/app), so the markup, the
// Suspense boundaries and React's ids agree. The screens' data is what their useResource calls ask for (each
// with a seed key), waited for here and written into the page for the browser's first render.
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import {
  APP_POPUP_CLOSED_COOKIE,
  configureApiClient,
  defaultRuntimeConfig,
  MY_CITY_COOKIE,
  parseRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
  type ServerRendered,
  type ServerRenderOptions,
} from '@ofertat/shared-api';
import { createServerSeed, ResourceSeedContext, StaticRouter, ThemeProvider } from '@ofertat/shared-ui';
import { RequestAppPopupContext } from './features/app-popup/app-popup';
import { parseMyCityCookie, RequestCityContext } from './lib/my-city';
import PublicRoutes from './routes';

/** The API's origin inside a render: never reached over a network, the server's fetch answers it. */
const API_ORIGIN = 'http://api.ofertat.invalid';

let configuredFetch: typeof fetch | undefined;

function readRuntimeConfig(input: unknown): RuntimeConfig {
  try {
    return parseRuntimeConfig(input);
  } catch {
    // The browser falls back to the defaults on the same input (shell/src/bootstrap.tsx).
    return defaultRuntimeConfig;
  }
}

export async function renderPage({ url, runtimeConfig, cookies, mobilePlatform, fetch, signal }: ServerRenderOptions): Promise<ServerRendered> {
  if (configuredFetch !== fetch) {
    configureApiClient({ baseUrl: API_ORIGIN, fetch });
    configuredFetch = fetch;
  }
  setRuntimeConfig(readRuntimeConfig(runtimeConfig));
  const seed = createServerSeed();
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <ResourceSeedContext value={seed}>
          <RequestCityContext value={parseMyCityCookie(cookies[MY_CITY_COOKIE])}>
            <RequestAppPopupContext value={cookies[APP_POPUP_CLOSED_COOKIE] === '1' ? null : mobilePlatform}>
              <ThemeProvider>
                <StaticRouter location={url}>
                  <PublicRoutes />
                </StaticRouter>
              </ThemeProvider>
            </RequestAppPopupContext>
          </RequestCityContext>
        </ResourceSeedContext>,
      ),
      // One piece: React 19.2 would otherwise move large boundaries into hidden elements revealed by inline
      // scripts, which the CSP (script-src 'self') refuses.
      { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return { html: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags(), seed: seed.answers(), complete: seed.complete() };
  } finally {
    sheet.seal();
  }
}
