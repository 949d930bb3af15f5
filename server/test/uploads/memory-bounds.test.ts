// The bounds on what requests hold in memory (issue 11, finding 9): the JSON body limit (app.ts, JSON_BODY_LIMIT),
// the multipart text-field limit that matches it, and the upload slots (uploads/upload-slots.ts): only
// UPLOAD_SLOTS forms hold files at once, the others wait and are all answered, and a client that goes away
// gives its slot (or its place in the queue) back.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, JSON_BODY_LIMIT } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { errorMessages } from '../../src/lib/http-errors.js';
import { readMultipartForm, uploadMessages } from '../../src/uploads/index.js';
import { UPLOAD_SLOTS } from '../../src/uploads/upload-slots.js';
import { TEST_JWT_SECRET } from '../helpers/build-test-app.js';
import { until } from '../helpers/until.js';
import { multipart, testImage } from '../helpers/uploads.js';

let app: FastifyInstance;
let dataDir: string;
let port: number;
let png: Buffer;
/** Requests to /test/held that hold a file wait here until the test opens it. */
let gate: { open: () => void; opened: Promise<void> };
let entered = 0;

function newGate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ofertat-memory-bounds-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', WEB_ROOT: path.join(dataDir, 'no-web-build') });
  app = await buildApp({ config, database: await openDatabase({}) });
  app.post('/test/json', { schema: { hide: true } }, async (request) => ({ bytes: JSON.stringify(request.body).length }));
  app.post('/test/held', { schema: { hide: true } }, async (request) => {
    const form = await readMultipartForm(request, { files: { photo: 'image' } });
    if (form.files.photo) {
      entered++;
      await gate.opened;
    }
    return { fields: form.fields, bytes: form.files.photo?.buffer.length ?? 0 };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
  png = (await testImage('png', { width: 64, height: 64 })).data;
});

afterAll(async () => {
  gate.open();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  gate = newGate();
  entered = 0;
});

/** A JSON body of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => {
  const shell = JSON.stringify({ padding: '' });
  return JSON.stringify({ padding: 'x'.repeat(bytes - shell.length) });
};

describe('JSON body limit', () => {
  it('is enough for the largest legitimate body: an offer with 200 products and 500 + 500 locations, indented', () => {
    const id = 2_147_483_647;
    const offer = {
      offerName: 'ë'.repeat(120),
      marketId: id,
      startDate: '2026-11-25',
      endDate: '2026-12-25',
      locationIds: Array.from({ length: 500 }, () => id),
      storeLocationIds: Array.from({ length: 500 }, () => id),
      products: Array.from({ length: 200 }, () => ({ productId: id, oldPrice: 99_999_999.99, newPrice: 99_999_999.99 })),
    };
    expect(Buffer.byteLength(JSON.stringify(offer, null, 2))).toBeLessThan(JSON_BODY_LIMIT / 2);
  });

  it('reads a body just under the limit', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/json', headers: { 'content-type': 'application/json' }, payload: jsonOfSize(JSON_BODY_LIMIT) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bytes: JSON_BODY_LIMIT });
  });

  it('answers a body over the limit with 413 in the error shape, also a real route', async () => {
    for (const url of ['/test/json', '/api/admin/login']) {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: jsonOfSize(JSON_BODY_LIMIT + 1) });
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: errorMessages.payloadTooLarge });
    }
  });

  it('answers 413 to a chunked body (no Content-Length) once it passes the limit', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/test/json', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      const body = jsonOfSize(4 * JSON_BODY_LIMIT);
      for (let offset = 0; offset < body.length; offset += 16 * 1024) request.write(body.slice(offset, offset + 16 * 1024));
      request.end();
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ message: errorMessages.payloadTooLarge });
  });

  it('bounds a multipart text field the same way', async () => {
    const ok = await app.inject({ method: 'POST', url: '/test/held', payload: multipart({ note: 'a'.repeat(JSON_BODY_LIMIT) }) });
    expect(ok.statusCode).toBe(200);
    const tooLong = await app.inject({ method: 'POST', url: '/test/held', payload: multipart({ note: 'a'.repeat(JSON_BODY_LIMIT + 1) }) });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toEqual({ message: uploadMessages.fieldTooLong });
  });
});

describe('upload slots', () => {
  const upload = (name: string) =>
    app.inject({ method: 'POST', url: '/test/held', payload: multipart({ name, photo: { data: png, filename: 'a.png', type: 'image/png' } }) });

  it(`lets ${UPLOAD_SLOTS} forms hold files at once, queues the others and answers them all`, async () => {
    const responses = Promise.all(Array.from({ length: UPLOAD_SLOTS + 3 }, (_, i) => upload(`form ${i}`)));
    await until(() => app.uploadSlots.inUse === UPLOAD_SLOTS && app.uploadSlots.waiting === 3);
    expect(entered).toBe(UPLOAD_SLOTS);

    // A form without a file does not wait for a slot.
    const textOnly = await app.inject({ method: 'POST', url: '/test/held', payload: multipart({ name: 'text only' }) });
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json()).toEqual({ fields: { name: 'text only' }, bytes: 0 });

    gate.open();
    const answered = await responses;
    expect(answered.map((response) => response.statusCode)).toEqual(Array(UPLOAD_SLOTS + 3).fill(200));
    expect(answered.map((response) => response.json<{ fields: { name: string } }>().fields.name)).toEqual(Array.from({ length: UPLOAD_SLOTS + 3 }, (_, i) => `form ${i}`));
    expect(entered).toBe(UPLOAD_SLOTS + 3);
    await until(() => app.uploadSlots.inUse === 0);
    expect(app.uploadSlots.waiting).toBe(0);
  });

  it('gives the slot back when the form is refused', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/held', payload: multipart({ photo: { data: Buffer.from('not an image'), filename: 'a.png', type: 'image/png' } }) });
    expect(response.statusCode).toBe(400);
    await until(() => app.uploadSlots.inUse === 0);
  });

  /** Starts a multipart upload over a real connection and stops in the middle of its file. */
  function startUploadAndStall(): net.Socket {
    const boundary = '----stalled';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /test/held HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n` +
        head,
    );
    socket.write(png.subarray(0, 32));
    return socket;
  }

  it('gives the slot back when a client goes away in the middle of its upload', async () => {
    const socket = startUploadAndStall();
    await until(() => app.uploadSlots.inUse === 1);
    socket.destroy();
    await until(() => app.uploadSlots.inUse === 0);
  });

  it('takes a client that goes away while waiting out of the queue', async () => {
    const held = Promise.all(Array.from({ length: UPLOAD_SLOTS }, (_, i) => upload(`held ${i}`)));
    await until(() => app.uploadSlots.inUse === UPLOAD_SLOTS);
    const socket = startUploadAndStall();
    await until(() => app.uploadSlots.waiting === 1);
    socket.destroy();
    await until(() => app.uploadSlots.waiting === 0);

    gate.open();
    expect((await held).map((response) => response.statusCode)).toEqual(Array(UPLOAD_SLOTS).fill(200));
    await until(() => app.uploadSlots.inUse === 0);
    // The slots still work for the next form.
    expect((await upload('after')).statusCode).toBe(200);
  });
});
