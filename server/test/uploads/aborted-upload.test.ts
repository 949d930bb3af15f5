// "Cancel means cancel" (issue 16): an admin's "Anulo" aborts the upload in the browser, so the server sees the
// connection close in the middle of the multipart body. Every upload route reads the whole form before it stores a
// file or a row (uploads/read-multipart-form.ts), so such a request must leave nothing: no row, no file, not even
// the files of the parts that had arrived whole.
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import { count } from 'drizzle-orm';
import { ads, markets, products, volantinos } from '../../src/db/schema.js';
import { addDays, tiraneToday } from '../../src/lib/tirane-date.js';
import { buildCatalogueContext, type CatalogueContext } from '../helpers/catalogue-world.js';
import { until } from '../helpers/until.js';
import { multipart, type MultipartValue, testImage, testPdf } from '../helpers/uploads.js';

let context: CatalogueContext;
let port: number;

beforeAll(async () => {
  context = await buildCatalogueContext();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as net.AddressInfo).port;
});
afterAll(() => context.testApp.close());

/**
 * Sends the form as a browser would, but stops halfway through its last file and closes the connection: the
 * request an aborted XMLHttpRequest leaves behind. Resolves once the server has let go of the request.
 */
async function sendAndAbort(url: string, token: string, values: Record<string, MultipartValue>, lastFile: Buffer): Promise<void> {
  const encoded = new Response(multipart(values));
  const contentType = encoded.headers.get('content-type')!;
  const body = Buffer.from(await encoded.arrayBuffer());
  const fileStart = body.lastIndexOf(lastFile);
  expect(fileStart).toBeGreaterThan(0);
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, fileStart + Math.floor(lastFile.length / 2)));
  // The server holds an upload slot from the first file part until the request ends (upload-slots.ts).
  await until(() => context.app.uploadSlots.inUse === 1);
  socket.destroy();
  await until(() => context.app.uploadSlots.inUse === 0);
}

async function snapshot() {
  const rows = async (table: typeof ads | typeof markets | typeof products | typeof volantinos) =>
    (await context.db.select({ n: count() }).from(table))[0]!.n;
  return {
    flyers: await rows(volantinos),
    products: await rows(products),
    markets: await rows(markets),
    ads: await rows(ads),
    files: (await readdir(context.testApp.config.uploads.dir).catch(() => [])).sort(),
  };
}

describe('an upload aborted mid-way', () => {
  it.each([
    ['a flyer', '/api/volantino/add', 'adminA', 'pdf'],
    ["a market's product", '/api/product/add/market', 'adminA', 'image'],
    ['a global product', '/api/admin/add/product', 'superAdmin', 'image'],
    ['a market with its logo', '/api/admin/markets', 'superAdmin', 'image'],
    ['an ad', '/api/admin/add/ad', 'superAdmin', 'image'],
  ] as const)('creates nothing: %s', async (_what, url, caller, lastKind) => {
    const image = await testImage('png', { width: 400, height: 300 });
    const pdf = testPdf();
    const today = tiraneToday();
    const fieldsByUrl: Record<typeof url, Record<string, MultipartValue>> = {
      '/api/volantino/add': {
        volantinoName: 'Anuluar',
        volantinoStartDate: today,
        volantinoEndDate: addDays(today, 6),
        volantinoImageUrl: image,
        volantinoPdfUrl: pdf,
      },
      '/api/product/add/market': { productName: 'Anuluar', productUnit: '1 kg', categoryId: context.world.categories.dairy, productImage: image },
      '/api/admin/add/product': { productName: 'Anuluar', productUnit: '1 kg', categoryId: context.world.categories.dairy, productImage: image },
      '/api/admin/markets': { marketName: 'Anuluar', marketLogo: image },
      '/api/admin/add/ad': { adsName: 'Anuluar', adsOutsideLink: 'https://example.al', active: 'true', displayOrder: '1', adsImageUrl: image },
    };
    const before = await snapshot();

    await sendAndAbort(url, context.tokens[caller], fieldsByUrl[url], lastKind === 'pdf' ? pdf.data : image.data);

    expect(await snapshot()).toEqual(before);
    // The server still answers, and the same form sent whole is stored: the abort, not the form, stored nothing.
    const whole = await context.request({ method: 'POST', url, payload: multipart(fieldsByUrl[url]), as: caller });
    expect(whole.statusCode).toBe(201);
  });
});
