// What the request log holds: anonymous reads log only what goes wrong; what an account does and every write is
// logged line by line (request-log.ts).
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.js';
import { requestLogPlugin } from '../../src/plugins/request-log.js';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
}

const lines: LogLine[] = [];

/** An app with a few routes of each kind, logging at `level` into `lines`. */
async function appLoggingAt(level: string): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream } });
  await app.register(errorHandlerPlugin);
  await app.register(requestLogPlugin);
  app.get('/api/offer/all', async () => []);
  app.post('/api/offer/search', { config: { publicRead: true } }, async () => []);
  app.get('/api/offer/view/:id', { schema: { security: [{ bearerAuth: [] }] } }, async () => ({}));
  app.post('/api/offer/add', async () => ({ offerId: 1 }));
  app.get('/api/broken', async () => {
    throw new Error('the database went away');
  });
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await appLoggingAt('info');
});
afterAll(() => app.close());
beforeEach(() => {
  lines.length = 0;
});

const messagesOf = () => lines.map((line) => line.msg);

it('logs no line for an anonymous read, by GET or by POST', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/offer/all' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/api/offer/search', payload: { marketId: 1 } })).statusCode).toBe(200);
  expect(messagesOf()).toEqual([]);
});

it('logs each request of an account and each write', async () => {
  await app.inject({ method: 'GET', url: '/api/offer/view/3' });
  await app.inject({ method: 'POST', url: '/api/offer/add', payload: {} });
  expect(lines.map((line) => [line.msg, line.req?.url])).toEqual([
    ['incoming request', '/api/offer/view/3'],
    ['request completed', undefined],
    ['incoming request', '/api/offer/add'],
    ['request completed', undefined],
  ]);
});

it('still logs an anonymous read that fails, at error level', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/broken' })).statusCode).toBe(500);
  expect(messagesOf()).toContain('request failed');
  expect(lines.every((line) => line.level >= 40)).toBe(true);
});

it('logs every request, anonymous reads too, at the debug level', async () => {
  const debugging = await appLoggingAt('debug');
  try {
    await debugging.inject({ method: 'GET', url: '/api/offer/all' });
    expect(lines.map((line) => [line.msg, line.req?.url])).toEqual([
      ['incoming request', '/api/offer/all'],
      ['request completed', undefined],
    ]);
  } finally {
    await debugging.close();
  }
});
