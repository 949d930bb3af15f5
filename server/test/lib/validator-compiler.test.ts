// Fastify's validation with the route schemas: structure and types only, refused with the field's own message in
// the API's error shape; bodies are not coerced (the yup rules see what was sent), path values are.
import multipartPlugin from '@fastify/multipart';
import { messages } from '@ofertat/shared-api/validation';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.js';
import { requestValidationPlugin } from '../../src/plugins/request-validation.js';
import { idParams, jsonObject, jsonOrMultipartBody, list, numeric, text } from '../../src/schemas/common.js';
import { multipart } from '../helpers/uploads.js';

const body = jsonObject({
  name: text('Emri kërkohet.'),
  price: numeric('Çmimi nuk është i vlefshëm.'),
  lines: list(jsonObject({ price: numeric('Çmimi i rreshtit nuk është i vlefshëm.') }), 'Rreshtat mungojnë.'),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(requestValidationPlugin);
  await app.register(multipartPlugin);
  app.post('/json/:id', { schema: { params: idParams, body } }, async (request) => ({ params: request.params, body: request.body }));
  app.post('/either', { schema: jsonOrMultipartBody(body) }, async (request) => ({ multipart: request.isMultipart() }));
  app.get(
    '/days',
    { schema: { querystring: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 365, 'x-message': 'Ditë të pavlefshme.' } } } } },
    async (request) => request.query,
  );
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: unknown, url = '/json/7') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

describe('the validator compiler', () => {
  it('passes what the forms send, as sent: null, numbers as text, empty texts', async () => {
    const sent = { name: '', price: '12.50', lines: [{ price: null }] };
    const response = await post(sent);
    expect(response.statusCode).toBe(200);
    // Path values are coerced; the body is not, so '' and null still reach the yup rules as "not given".
    expect(response.json()).toEqual({ params: { id: 7 }, body: sent });
  });

  it.each([
    [[], messages.validation.invalidBody, undefined],
    [null, messages.validation.invalidBody, undefined],
    [{ name: ['a'] }, 'Emri kërkohet.', 'name'],
    [{ name: { a: 1 } }, 'Emri kërkohet.', 'name'],
    [{ name: 42 }, 'Emri kërkohet.', 'name'],
    [{ price: true }, 'Çmimi nuk është i vlefshëm.', 'price'],
    [{ lines: 'x' }, 'Rreshtat mungojnë.', 'lines'],
    [{ lines: [5] }, messages.validation.invalidBody, 'lines[0]'],
    [{ lines: [{ price: [] }] }, 'Çmimi i rreshtit nuk është i vlefshëm.', 'lines[0].price'],
  ])('refuses %j with the field’s message', async (payload, message, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, ...(field ? { errors: { [field]: message } } : {}) });
  });

  it.each(['abc', '0', '2147483648', '1.5'])('refuses the path id %s with the id message alone', async (id) => {
    const response = await post({}, `/json/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.validation.invalidId });
  });

  it('checks a JSON body of a JSON-or-multipart route and leaves a multipart form to the route', async () => {
    const json = await app.inject({ method: 'POST', url: '/either', payload: { name: [] } });
    expect(json.statusCode).toBe(400);
    const form = await app.inject({ method: 'POST', url: '/either', payload: multipart({ name: 'x' }) });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ multipart: true });
  });

  it('refuses a query value of so many digits that it becomes Infinity (path values are too short to)', async () => {
    const days = await app.inject({ method: 'GET', url: `/days?days=${'9'.repeat(400)}` });
    expect(days.statusCode).toBe(400);
    expect(days.json()).toEqual({ message: 'Ditë të pavlefshme.' });
    expect((await app.inject({ method: 'GET', url: '/days?days=12' })).json()).toEqual({ days: 12 });
  });
});
