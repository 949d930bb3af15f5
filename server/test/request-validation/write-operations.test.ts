// Every write operation of the OpenAPI document, walked from the document itself: malformed bodies, values of the
// wrong type, NUL characters (in the body, a key, the path and the query string), over-long texts and
// out-of-range numbers all answer 400 in the API's error shape, and nothing is written (no row, no upload).
// Each bad value is put into an otherwise valid request, so the refusal is the bad value's.
// Then the document and the server side by side: what a body schema forbids (null where it is not nullable, a
// value outside an enum) is refused, and a null it allows is read as the field not given.
import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ads, categories, jobPosts, locations, markets, offers, products, storeLocations, users, volantinos } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { multipart, type MultipartValue, testImage, testPdf } from '../helpers/uploads.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface OpenApiSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
}

interface Operation {
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
}

/** A valid request of each write operation, on the demo data as the super admin. */
interface ValidRequest {
  /** Values of the path parameters. */
  params?: Record<string, number>;
  json?: Record<string, Json>;
  form?: Record<string, MultipartValue>;
}

let testApp: TestApp;
let token: string;
let valid: Record<string, ValidRequest>;
let operations: { method: string; path: string; operation: Operation }[];

const firstId = async (table: typeof markets | typeof users | typeof ads | typeof locations | typeof storeLocations | typeof categories | typeof products | typeof offers | typeof jobPosts | typeof volantinos) => {
  const [row] = await testApp.database.db.select({ id: table.id }).from(table).orderBy(table.id).limit(1);
  return row!.id;
};

beforeAll(async () => {
  testApp = await buildTestApp();
  token = await testApp.login(testApp.config.superAdmin.email, testApp.config.superAdmin.password);
  const [market, , ad, city, store, category, product, offer, jobPost, volantino] = await Promise.all(
    [markets, users, ads, locations, storeLocations, categories, products, offers, jobPosts, volantinos].map(firstId),
  );
  const [marketAdmin] = await testApp.database.db.select({ id: users.id }).from(users).where(sql`${users.role} = 'ROLE_ADMIN'`).limit(1);
  const [, otherProduct] = await testApp.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
  const image = await testImage('png');
  const offerBody = {
    offerName: 'Oferta e provës',
    marketId: market!,
    startDate: '2026-01-01',
    endDate: '2026-01-31',
    locationIds: [city!],
    storeLocationIds: [],
    products: [{ productId: product!, oldPrice: 100, newPrice: 80 }],
  };
  const productForm = { productName: 'Produkt prove', productUnit: '1 kg', categoryId: category!, currentPrice: '120' };
  const flyerForm = { marketId: market!, volantinoName: 'Volantino prove', volantinoStartDate: '2026-01-01', volantinoEndDate: '2026-01-07' };
  const adForm = { adsName: 'Reklamë prove', adsOutsideLink: 'https://example.al', active: 'true', displayOrder: '1' };
  const user_ = { userName: 'Provë', userSurname: 'Test', email: 'prove@example.al', phoneNumber: '+355 69 000 0000', marketId: market!, role: 'ROLE_ADMIN' };
  valid = {
    'POST /api/admin/login': { json: { usernameOrEmail: 'prove@example.al', password: 'Fjalekalim-i-gjate-42' } },
    'POST /api/admin/logout': {},
    'POST /api/admin/markets': { form: { marketName: 'Market prove' } },
    'PUT /api/admin/markets/{id}': { params: { id: market! }, form: { marketName: 'Market prove' } },
    'PUT /api/admin/deactivate/market/{id}': { params: { id: market! } },
    'POST /api/admin/users': { json: { ...user_, password: 'Fjalekalim-i-gjate-42' } },
    'PUT /api/admin/update/user/{id}': { params: { id: marketAdmin!.id }, json: { ...user_, isActive: true, password: '' } },
    'PUT /api/admin/deactivate/user/{id}': { params: { id: marketAdmin!.id } },
    'POST /api/ads/count/{id}': { params: { id: ad! } },
    'POST /api/admin/add/ad': { form: { ...adForm, adsImageUrl: image } },
    'PUT /api/ads/edit/{id}': { params: { id: ad! }, form: adForm },
    'PUT /api/ads/deactivate/{id}': { params: { id: ad! } },
    'POST /api/location/add': { json: { locationName: 'Qytet prove' } },
    'POST /api/market/{id}/locations': { params: { id: market! }, json: { locationIds: [city!] } },
    'POST /api/store-locations/add': {
      json: { storeLocationName: 'Dyqan prove', latitude: 41.3, longitude: 19.8, marketId: market!, locationId: city! },
    },
    'PUT /api/store-locations/edit/{id}': {
      params: { id: store! },
      json: { storeLocationName: 'Dyqan prove', latitude: 41.3, longitude: 19.8, marketId: market!, locationId: city! },
    },
    'DELETE /api/store-locations/delete/{id}': { params: { id: store! } },
    'POST /api/jobpost/add': { json: { jobTitle: 'Arkëtar', jobDescription: 'Punë me turne.', active: true, marketId: market! } },
    'PUT /api/jobpost/edit/{id}': {
      params: { id: jobPost! },
      json: { jobTitle: 'Arkëtar', jobDescription: 'Punë me turne.', active: true, marketId: market! },
    },
    'DELETE /api/jobpost/delete/{id}': { params: { id: jobPost! } },
    'POST /api/sessions': { json: { userId: 'pajisje-prove', durationSeconds: 60, date: '2026-01-01' } },
    'POST /api/events': { json: { type: 'productView', productId: product! } },
    'POST /api/offer/add': { json: offerBody },
    'PUT /api/offer/edit/{id}': { params: { id: offer! }, json: offerBody },
    'DELETE /api/offer/delete/{id}': { params: { id: offer! } },
    'POST /api/offer/search': { json: { productId: product!, categoryId: null, locationId: null, marketId: null } },
    'POST /api/basket/compare': { json: { items: [{ productId: product!, quantity: 2 }], locationId: city! } },
    'POST /api/product/known-prices': { json: { productIds: [product!] } },
    'POST /api/category/add': { form: { categoryName: 'Kategori prove' } },
    'PUT /api/category/update/{id}': { params: { id: category! }, form: { categoryName: 'Kategori prove' } },
    'POST /api/admin/add/product': { form: productForm },
    'POST /api/product/add/market': { form: { ...productForm, marketId: market!, productImage: image } },
    'PUT /api/product/update/{id}': { params: { id: product! }, form: productForm },
    'POST /api/admin/products/duplicates/dismiss': { json: { productAId: product!, productBId: otherProduct!.id } },
    'POST /api/admin/products/merge': { json: { keepId: product!, mergeId: otherProduct!.id } },
    'POST /api/volantino/add': { form: { ...flyerForm, volantinoImageUrl: image, volantinoPdfUrl: testPdf() } },
    'PUT /api/volantino/edit/{id}': { params: { id: volantino! }, form: flyerForm },
    'DELETE /api/volantino/delete/{id}': { params: { id: volantino! } },
    'POST /api/volantino/count/{id}': { params: { id: volantino! } },
  };
  const paths = (testApp.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => testApp.close());

type Kind = 'text' | 'number' | 'flag' | 'list' | 'object' | 'file';

function typesOf(schema: OpenApiSchema): string[] {
  const own = schema.type === undefined ? [] : ([] as string[]).concat(schema.type);
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf)];
}

function kindOf(schema: OpenApiSchema): Kind {
  const types = typesOf(schema);
  if (schema.format === 'binary') return 'file';
  if (types.includes('array')) return 'list';
  if (types.includes('object')) return 'object';
  if (types.includes('number') || types.includes('integer')) return 'number';
  if (types.includes('boolean')) return 'flag';
  return 'text';
}

const NUL_TEXT = 'a\u0000b';
const LONG_TEXT = 'x'.repeat(10_000);

/** Values a JSON field of each kind must refuse. */
const JSON_BAD_VALUES: Record<Exclude<Kind, 'file' | 'object'>, Json[]> = {
  text: [[], {}, 12345, true, NUL_TEXT, LONG_TEXT],
  number: ['abc', [], {}, true, 1e12, -1e12, NUL_TEXT],
  flag: [[], {}, 42, 'abc', NUL_TEXT],
  list: ['abc', 42, {}, [[]], [NUL_TEXT], [1e12], [-5]],
};

/** Values a multipart text field of each kind must refuse (a form sends text only). */
const FORM_BAD_VALUES: Record<Exclude<Kind, 'file' | 'object' | 'list'>, string[]> = {
  text: [NUL_TEXT, LONG_TEXT],
  number: ['abc', '1e12', '-1e12', NUL_TEXT],
  flag: ['abc', NUL_TEXT],
};

interface Case {
  name: string;
  request: InjectOptions;
}

function urlOf(path: string, params: Record<string, number | string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

function withValue(body: Record<string, Json>, path: (string | number)[], value: Json): Record<string, Json> {
  const copy = structuredClone(body);
  let target: Json = copy;
  for (const key of path.slice(0, -1)) target = (target as Record<string, Json>)[key as string]!;
  (target as Record<string | number, Json>)[path.at(-1)!] = value;
  return copy;
}

/** Each property of `schema` with its path, down into the first item of arrays of objects (the offer's products). */
function fieldsOf(schema: OpenApiSchema, body: Record<string, Json>, prefix: (string | number)[] = []): { path: (string | number)[]; kind: Kind }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = [...prefix, name];
    const kind = kindOf(property);
    const item = property.items;
    const nested =
      kind === 'list' && item && kindOf(item) === 'object' && Array.isArray(body[name]) && (body[name] as Json[]).length > 0
        ? fieldsOf(item, (body[name] as Record<string, Json>[])[0]!, [...path, 0])
        : [];
    return [{ path, kind }, ...nested];
  });
}

function casesOf(method: string, path: string, operation: Operation, request: ValidRequest): Case[] {
  const headers = { authorization: `Bearer ${token}` };
  const url = urlOf(path, request.params);
  const json = (payload: unknown, options: Partial<InjectOptions> = {}): InjectOptions => ({
    method: method as 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    ...options,
  });
  const base: InjectOptions = request.json
    ? json(request.json)
    : request.form
      ? { method: method as 'POST', url, headers, payload: multipart(request.form) }
      : { method: method as 'POST', url, headers };
  // FormData is read once, so every form case builds its own.
  const rebuilt = (): InjectOptions => (request.form ? { ...base, payload: multipart(request.form) } : base);

  const cases: Case[] = [{ name: 'NUL in the query string', request: { ...rebuilt(), url: `${url}?note=a%00b` } }];
  for (const name of Object.keys(request.params ?? {})) {
    for (const value of ['abc', '0', '99999999999', `${request.params![name]}\u0000`]) {
      cases.push({ name: `path ${name} = ${JSON.stringify(value)}`, request: { ...rebuilt(), url: urlOf(path, { ...request.params, [name]: value }) } });
    }
  }

  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  if (jsonSchema && request.json) {
    for (const payload of [[], 'oferta', null, 42, { ...request.json, 'key\u0000': 1 }]) {
      cases.push({ name: `JSON body ${JSON.stringify(payload).slice(0, 40)}`, request: json(payload) });
    }
    cases.push({ name: 'malformed JSON', request: { ...json(null), payload: '{"a":' } });
    for (const { path: fieldPath, kind } of fieldsOf(jsonSchema, request.json)) {
      if (kind === 'file' || kind === 'object') continue;
      for (const value of JSON_BAD_VALUES[kind]) {
        const name = `${fieldPath.join('.')} = ${JSON.stringify(value).slice(0, 30)}`;
        cases.push({ name, request: json(withValue(request.json, fieldPath, value)) });
      }
    }
  }
  const formSchema = content['multipart/form-data']?.schema;
  if (formSchema && request.form) {
    for (const [field, property] of Object.entries(formSchema.properties ?? {})) {
      const kind = kindOf(property);
      if (kind === 'file' || kind === 'object' || kind === 'list') continue;
      for (const value of FORM_BAD_VALUES[kind]) {
        const form = { ...request.form, [field]: value };
        cases.push({ name: `form ${field} = ${JSON.stringify(value).slice(0, 30)}`, request: { ...base, payload: multipart(form) } });
      }
    }
  }
  return cases;
}

/** Every table's row count and a hash of its rows: any insert, update or delete changes it. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const { db } = testApp.database;
  const tables = (await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as f from "${name}" t`),
    )) as unknown as { rows: { f: string }[] };
    fingerprint[name] = result.rows[0]!.f;
  }
  return fingerprint;
}

function problemOf(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode !== 400) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (!String(response.headers['content-type']).startsWith('application/json')) return `content-type ${response.headers['content-type']}`;
  const body = response.json<{ message?: unknown; errors?: unknown }>();
  const keys = Object.keys(body).filter((key) => key !== 'message' && key !== 'errors');
  if (typeof body.message !== 'string' || body.message === '' || keys.length > 0) return `not the error shape: ${response.body}`;
  // yup's English defaults ("must be a `string` type") mean a field without a catalogue message.
  if (/must be|required field/.test(response.body)) return `a default message: ${response.body}`;
  if (body.errors !== undefined && !Object.values(body.errors as object).every((value) => typeof value === 'string')) {
    return `errors not per-field texts: ${response.body}`;
  }
  return undefined;
}

describe('every write operation of the OpenAPI document', () => {
  it('has a valid request in this test, so new operations get checked too', () => {
    expect(operations.map(({ method, path }) => `${method} ${path}`).filter((key) => !valid[key])).toEqual([]);
  });

  it('answers 400 in the error shape to every malformed or wrong value, and writes nothing', async () => {
    const uploadsBefore = await readdir(testApp.config.uploads.dir);
    const before = await databaseFingerprint();
    const problems: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of operations) {
      const request = valid[`${method} ${path}`];
      if (!request) continue;
      for (const { name, request: options } of casesOf(method, path, operation, request)) {
        // Each case from its own address: the per-address rate limits of login and sessions are not the subject.
        const response = await testApp.app.inject({ ...options, remoteAddress: `10.1.${Math.floor(checked / 250)}.${checked % 250}` });
        checked++;
        const problem = problemOf(response);
        if (problem) problems.push(`${method} ${path}, ${name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(300);
    expect(await databaseFingerprint()).toEqual(before);
    expect(await readdir(testApp.config.uploads.dir)).toEqual(uploadsBefore);
  });

  // After the test above, which checks that nothing is written: a null read as "not given" may write.
  it('refuses what the document forbids in a body, and reads a null it allows as the field not given', async () => {
    const problems: string[] = [];
    let checked = 0;
    const send = (options: InjectOptions) => testApp.app.inject({ ...options, remoteAddress: `10.2.${Math.floor(checked / 250)}.${checked++ % 250}` });
    for (const { method, path, operation } of operations) {
      const request = valid[`${method} ${path}`];
      const content = operation.requestBody?.content ?? {};
      if (!request) continue;
      const headers = { authorization: `Bearer ${token}` };
      const url = urlOf(path, request.params);
      const jsonSchema = content['application/json']?.schema;
      if (jsonSchema && request.json) {
        const json = (body: Record<string, Json>): InjectOptions => ({ method: method as 'POST', url, headers, payload: body });
        for (const { path: fieldPath, schema } of schemaFieldsOf(jsonSchema, request.json)) {
          const name = `${method} ${path}, ${fieldPath.join('.')}`;
          const withNull = await send(json(withValue(request.json, fieldPath, null)));
          if (!allowsNull(schema)) {
            if (withNull.statusCode !== 400) problems.push(`${name} = null (not nullable): ${withNull.statusCode}`);
          } else if (withNull.statusCode === 400) {
            const absent = await send(json(without(request.json, fieldPath)));
            if (absent.body !== withNull.body) problems.push(`${name} = null (nullable): ${withNull.body}, absent: ${absent.statusCode} ${absent.body}`);
          }
          for (const value of outsideEnum(schema)) {
            const outside = await send(json(withValue(request.json, fieldPath, value)));
            if (outside.statusCode !== 400) problems.push(`${name} = ${JSON.stringify(value)}, outside its enum: ${outside.statusCode}`);
          }
        }
      }
      const formSchema = content['multipart/form-data']?.schema;
      if (formSchema && request.form) {
        for (const [field, property] of Object.entries(formSchema.properties ?? {})) {
          for (const value of outsideEnum(property)) {
            const outside = await send({ method: method as 'POST', url, headers, payload: multipart({ ...request.form, [field]: value }) });
            if (outside.statusCode !== 400) problems.push(`${method} ${path}, form ${field} = ${JSON.stringify(value)}, outside its enum: ${outside.statusCode}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });
});

/** Texts a field with an enum must refuse: an unlisted word, and a blank unless the enum lists it (a form's empty choice). */
function outsideEnum(schema: OpenApiSchema): string[] {
  if (!schema.enum) return [];
  return ['not-in-the-enum', ...(schema.enum.includes('') ? [] : [''])];
}

/** Whether a schema of the document allows null (OpenAPI 3.0's `nullable`, or a branch of anyOf/oneOf that does). */
function allowsNull(schema: OpenApiSchema): boolean {
  return (
    schema.nullable === true ||
    typesOf(schema).includes('null') ||
    (schema.enum ?? []).includes(null) ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(allowsNull)
  );
}

/** Each property of `schema` with its own schema, down into the first item of arrays of objects and of lists. */
function schemaFieldsOf(schema: OpenApiSchema, body: Json, prefix: (string | number)[] = []): { path: (string | number)[]; schema: OpenApiSchema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = [...prefix, name];
    const value = (body as Record<string, Json> | null)?.[name];
    const item = property.items;
    const inner =
      item && Array.isArray(value) && value.length > 0
        ? item.properties
          ? schemaFieldsOf(item, value[0]!, [...path, 0])
          : [{ path: [...path, 0], schema: item }]
        : [];
    return [{ path, schema: property }, ...inner];
  });
}

function without(body: Record<string, Json>, path: (string | number)[]): Record<string, Json> {
  const copy = structuredClone(body);
  let target: Json = copy;
  for (const key of path.slice(0, -1)) target = (target as Record<string, Json>)[key as string]!;
  if (Array.isArray(target)) target.splice(path.at(-1) as number, 1);
  else delete (target as Record<string, Json>)[path.at(-1)!];
  return copy;
}
