// An id (and every whole number of a path or a query string) has one spelling: decimal digits without a sign or a
// leading zero. Walked from the OpenAPI document: every operation's integer path and query parameters, each sent
// in spellings a lenient reading takes for the same number, must be answered 400 with the message the parameter
// has for any bad value, and a public read must keep no answer for them. A JSON body's id is an integer or its canonical text.
import { messages } from '@ofertat/shared-api/validation';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string };
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
}

/** Spellings of 1 as they appear in a URL (percent-encoded where a client would encode them). */
const NON_CANONICAL_ONES = ['1.0', '1e0', '%2B1', '+1', '%201', '1%20', '1%0A', '0x1', '01', '1%2E0', '1,0'];

let testApp: TestApp;
let token: string;
let operations: Operation[];

beforeAll(async () => {
  testApp = await buildTestApp();
  token = await testApp.login(testApp.config.superAdmin.email, testApp.config.superAdmin.password);
  const paths = (testApp.app.swagger() as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> }).paths;
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, parameters: operation.parameters ?? [] })),
  );
});
afterAll(() => testApp.close());

/** The operation's URL with every path parameter 1, `name` (in path or query) written as `text`. */
function urlWith({ path, parameters }: Operation, name: string, text: string): string {
  const inQuery = parameters.some((parameter) => parameter.in === 'query' && parameter.name === name);
  const pathPart = path.replace(/\{(\w+)\}/g, (_match, parameter: string) => (parameter === name && !inQuery ? text : '1'));
  return inQuery ? `${pathPart}?${name}=${text}` : pathPart;
}

describe('whole numbers in paths and query strings', () => {
  it('refuses every spelling but the canonical one, with the parameter’s own message, and keeps no public answer for it', async () => {
    const integerParameters = operations.flatMap((operation) =>
      operation.parameters.filter((parameter) => parameter.schema?.type === 'integer').map((parameter) => ({ operation, parameter })),
    );
    // The 13 write endpoints and the public reads are among them.
    expect(integerParameters.length).toBeGreaterThan(50);
    expect(integerParameters.some(({ operation }) => operation.method === 'PUT' && operation.path === '/api/offer/edit/{id}')).toBe(true);

    const cachedBefore = testApp.app.publicCache.size;
    const problems: string[] = [];
    for (const { operation, parameter } of integerParameters) {
      const send = (text: string) =>
        testApp.app.inject({ method: operation.method as 'GET', url: urlWith(operation, parameter.name, text), headers: { authorization: `Bearer ${token}` } });
      // What the parameter answers to any bad value: the message to expect.
      const reference = await send('abc');
      expect(reference.statusCode).toBe(400);
      for (const text of NON_CANONICAL_ONES) {
        const response = await send(text);
        if (response.statusCode !== 400 || response.body !== reference.body) {
          problems.push(`${operation.method} ${urlWith(operation, parameter.name, text)}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(testApp.app.publicCache.size).toBe(cachedBefore);
  });

  it('still reads the canonical spelling', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/market/1' });
    expect(response.statusCode).toBe(200);
  });
});

describe('ids in JSON bodies', () => {
  it.each([['1.0'], [' 1'], ['+1'], ['0x1'], ['01'], [1.5]])('refuses %j as an id with the id message', async (value) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/offer/search', payload: { productId: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.validation.invalidId, errors: { productId: messages.validation.invalidId } });
  });

  it('reads an integer and its canonical text alike', async () => {
    const search = (productId: unknown) => testApp.app.inject({ method: 'POST', url: '/api/offer/search', payload: { productId } });
    const [number, text] = await Promise.all([search(1), search('1')]);
    expect(number.statusCode).toBe(200);
    expect(text.body).toBe(number.body);
  });
});
