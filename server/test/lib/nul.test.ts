// The NUL check: findNul finds a NUL wherever a request can carry one, and the hook refuses such a request with
// 400 before any route runs, whatever the part (path, query string, JSON body).
import Fastify, { type FastifyInstance } from 'fastify';
import { errorMessages } from '../../src/lib/http-errors.js';
import { findNul, hasNul } from '../../src/lib/nul.js';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.js';
import { requestValidationPlugin } from '../../src/plugins/request-validation.js';

describe('findNul', () => {
  it('finds a NUL in a value or a key at any depth, with the path of its field', () => {
    expect(findNul('a\u0000b')).toBe('');
    expect(findNul({ name: 'ok', products: [{ note: 'ok' }, { note: 'x\u0000' }] })).toBe('products[1].note');
    expect(findNul({ 'key\u0000': 1 })).toBe('key\u0000');
    expect(findNul([['deep', ['\u0000']]])).toBe('[0][1][0]');
  });

  it('finds nothing in clean data, numbers, booleans and null', () => {
    expect(findNul({ name: 'Tiranë', price: 10, active: true, city: null, ids: [1, 2] })).toBeUndefined();
    expect(findNul(undefined)).toBeUndefined();
    expect(hasNul('\\u0000 written out is not a NUL')).toBe(false);
  });

  it('walks deeply nested data without overflowing the stack', () => {
    let nested: unknown = 'x\u0000';
    for (let depth = 0; depth < 100_000; depth++) nested = [nested];
    expect(findNul(nested)).toMatch(/^(\[0\])+$/);
  });
});

describe('the NUL hook', () => {
  let app: FastifyInstance;
  const handled: unknown[] = [];

  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(requestValidationPlugin);
    app.post('/items/:id', async (request) => {
      handled.push(request.body);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['the path', '/items/1%00', { name: 'ok' }, undefined],
    ['the query string', '/items/1?q=a%00b', { name: 'ok' }, undefined],
    ['a body value', '/items/1', { name: 'a\u0000b' }, { name: errorMessages.nulCharacter }],
    ['a body key', '/items/1', { 'name\u0000': 'ok' }, { 'name\u0000': errorMessages.nulCharacter }],
  ])('refuses a NUL in %s with 400 before the route runs', async (_part, url, payload, errors) => {
    const response = await app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: errorMessages.nulCharacter, ...(errors ? { errors } : {}) });
    expect(handled).toEqual([]);
  });

  it('lets clean requests through', async () => {
    const response = await app.inject({ method: 'POST', url: '/items/1?q=x', payload: { name: 'Qumësht' } });
    expect(response.statusCode).toBe(200);
    expect(handled).toEqual([{ name: 'Qumësht' }]);
  });
});
