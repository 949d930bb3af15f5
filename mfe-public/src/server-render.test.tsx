/**
 * @jest-environment node
 */
// The public site as the server renders it (the remote's Node container runs this module): an unknown route and an
// id the public cannot see are the not-found page in the HTML itself, and its 404 is in the page's data, so the
// browser's first render is the same page (hydration) with no request.
import { renderPage } from './server-render';

/** The API inside a render: the product, the market and the store point asked for are unknown; lists are empty. */
const api: typeof fetch = async (input) => {
  const { pathname } = new URL(new Request(input).url);
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (/\/999999$/.test(pathname)) return json(404, { message: 'Nuk u gjet.' });
  if (pathname.startsWith('/api/compare/products')) return json(200, { items: [], total: 0, page: 1, pageSize: 4 });
  return json(200, []);
};

const render = (url: string) => renderPage({ url, runtimeConfig: {}, cookies: {}, mobilePlatform: null, fetch: api, signal: AbortSignal.timeout(10_000) });

describe('renderPage', () => {
  it.each(['/no-such-page', '/product/999999', '/market-offer/999999', '/store-offer/999999', '/volantino/999999'])(
    '%s is the not-found page, with its way home, in the HTML',
    async (url) => {
      const page = await render(url);
      expect(page.html).toMatch(/<h1[^>]*>Faqja nuk u gjet<\/h1>/);
      expect(page.html).toMatch(/<a [^>]*href="\/"[^>]*>Kthehu në faqen kryesore<\/a>/);
      // In the site's header, as every public page.
      expect(page.html).toContain('aria-label="Navigimi kryesor"');
      expect(page.complete).toBe(true);
    },
  );

  it('keeps the 404 in the page’s data for the browser’s first render', async () => {
    const page = await render('/product/999999');
    expect(page.seed).toMatchObject({ '#not-found': { 'product-comparison:999999': 'Nuk u gjet.' } });
  });

  it('says a flyer was not found in the spec’s words', async () => {
    expect((await render('/volantino/999999')).html).toContain('Volantino nuk u gjet.');
  });
});
