// API fuzzing check (issue 11): no request the OpenAPI document describes may get a 5xx, and no rejected
// request may leave a row or a file behind.
//
// Starts the built server (`npm run build -w shared-api && npm run build -w server`) on a fresh database
// with the demo data (a database created for the run on the PostgreSQL server of DATABASE_URL, dropped at
// the end) and a fresh temporary DATA_DIR, reads /api/openapi.json and, for every operation with a request
// body, a path parameter or a query parameter (every POST/PUT/PATCH/DELETE, and the GETs with parameters),
// sends requests generated with fast-check from the operation's schemas (arbitraries.mjs: valid-looking
// values and hostile ones: NUL characters, other JSON types where text is expected, odd numbers and dates,
// malformed JSON, wrong content types, odd multipart bodies and bogus files, odd path ids). Each request
// goes as anonymous, with a bogus token, as the super admin or as a demo market admin, one at a time.
//
// After the random requests, a contract pass walks every operation of the document (issue 29): each integer path
// and query parameter in non-canonical spellings of an existing id (33.0, 33e0, +33, ' 33', '33 ', '33\n', 0x21,
// 033) must be answered 400; in each JSON body, every property set to null must be answered 400 where the document
// does not say `nullable`, and where it does, as the property left out (null is "not given").
//
// It fails (exit 1, the reason and every distinct finding printed) when
//   - any request is answered with a 5xx, or not answered within 30 s;
//   - the contract pass finds a non-canonical id accepted, or a null answered against the document;
//   - any request answered 4xx or 5xx changed the database or DATA_DIR. Before each request the check
//     holds a snapshot, in one SQL statement, of every table in the public schema (row count and an
//     order-independent hash of all rows, so an insert, delete or update shows; count and largest id
//     only for tables of more than 5 000 rows at the start: the mobile app's usage report, append-only),
//     PostgreSQL's WAL insert position, and the list of files under DATA_DIR. After a rejected request
//     it reads the WAL position and the files again: when neither moved nothing was written (reads write
//     no WAL), else a new snapshot says what changed. A difference still there 300 ms later (not an
//     upload being cleaned up just after the answer) is a finding. Requests are sequential, so it is
//     theirs. The clicks counters and the app sessions stay in: no 4xx may write them either.
// 429 answers are expected (rate limits) and only counted. Tables whose name says they record failed
// logins (login_fail|throttle|attempt|lockout: the login throttle's login_failures) are left out of the
// snapshot: a refused login is meant to write there. login_known_addresses stays in: only a successful
// login writes it. Without DATABASE_URL the server runs on embedded PGlite, whose files
// belong to the server process: the check then runs with the 5xx and file checks only, and says so.
//
//   DATABASE_URL=postgres://user@host:port/postgres node tooling/fuzz/fuzz-api.mjs [--requests 15000] [--seed N] [--keep-data]
//     [--exclude-tables REGEX]
//
// The user of DATABASE_URL must be allowed to create databases. --seed replays a run's requests (on a
// fresh database the generated requests are the same; the server's answers to them may differ in timing).
//
// How the run keeps its own accounts usable: requests carry X-Forwarded-For (the server runs with
// TRUST_PROXY=loopback) from random 10.x addresses, or one fixed address for a share of them so rate limits
// are reached too, while the check's own logins come from 192.0.2.x: the login throttle's per-address
// block, which fuzzed logins trigger, never locks the check out. Fuzzed logins use the demo accounts the
// check does not sign in with. Path ids of the operations that change or deactivate users, or deactivate
// markets, never target the check's own accounts or their markets; logout with a real token ends a second
// session opened for it. If a token stops working anyway, the check signs in again (and says how often).
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import pg from 'pg';
import { assertServerBuilt, repoRoot, startServer } from '../reliability/shared.mjs';
import { encodeMultipart, hostileFor, idArb, jsonBodyArb, multipartBodyArb, pathValue, toJson, validFor, validObject } from './arbitraries.mjs';


const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '15000' },
    seed: { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
    'exclude-tables': { type: 'string', default: 'login_fail|throttle|attempt|lockout' },
  },
});
const requestCount = Number(options.requests);
const seed = options.seed === undefined ? randomBytes(4).readUInt32BE() >>> 1 : Number(options.seed);
if (!Number.isInteger(requestCount) || requestCount <= 0 || !Number.isInteger(seed)) {
  console.error('usage: fuzz-api.mjs [--requests N] [--seed N] [--keep-data] [--exclude-tables REGEX]');
  process.exit(2);
}

/** A failed check: its message is the reason printed. */
class CheckFailed extends Error {}

const SUPER_ADMIN = { email: process.env.SUPERADMIN_EMAIL ?? 'superadmin@ofertat.al', password: process.env.SUPERADMIN_PASSWORD ?? 'Ofertat2025!' };
/**
 * Tables a refused request may legitimately write: the login throttle's records of failed logins (by name;
 * --exclude-tables '^$' keeps them in, which shows the check catching a refused login's row).
 */
const EXCLUDED_TABLE = new RegExp(options['exclude-tables'], 'i');
/** Tables larger than this at the start get count and largest id only (hashing them each time costs too much). */
const HASH_ROW_LIMIT = 5000;
const REQUEST_TIMEOUT_MS = 30_000;

// --------------------------------------------------------------------------------------- the server

function startFuzzedServer({ dataDir, databaseUrl, logFile }) {
  return startServer({
    dataDir,
    databaseUrl: databaseUrl ?? '',
    logFile,
    env: {
      TRUST_PROXY: 'loopback',
      // The run needs the demo data and the demo accounts, which a production start refuses.
      NODE_ENV: process.env.NODE_ENV === 'production' ? 'development' : (process.env.NODE_ENV ?? ''),
    },
  }).catch((error) => {
    throw new CheckFailed(`${error.message}; log: ${logFile}`);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's error lines: `skip()` passes over what is there (before each request), `next()` waits up
 * to 500 ms for the error line of the 5xx just answered (the logger may write it a moment after the
 * answer) and returns the error lines written since the last call.
 */
function serverLogReader(logFile) {
  const fd = openSync(logFile, 'r');
  let offset = 0;
  const readNew = () => {
    const size = fstatSync(fd).size;
    if (size <= offset) return '';
    const buffer = Buffer.alloc(size - offset);
    readSync(fd, buffer, 0, buffer.length, offset);
    offset = size;
    return buffer.toString('utf8');
  };
  const errorsIn = (text) =>
    text
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          const entry = JSON.parse(line);
          return entry.level >= 50 ? [entry.err?.message ?? entry.msg ?? line] : [];
        } catch {
          return /error/i.test(line) ? [line] : [];
        }
      });
  return {
    skip: () => void readNew(),
    async next() {
      const deadline = Date.now() + 500;
      let errors = errorsIn(readNew());
      while (errors.length === 0 && Date.now() < deadline) {
        await sleep(20);
        errors = errorsIn(readNew());
      }
      return errors;
    },
    close: () => closeSync(fd),
  };
}

// ------------------------------------------------------------------------------------------- HTTP

function createClient(baseUrl) {
  const origin = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  function send({ method, path: apiPath, headers = {}, body }) {
    const allHeaders = { accept: 'application/json', ...headers };
    if (body !== undefined) allHeaders['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      let outgoing;
      try {
        outgoing = http.request({ agent, host: origin.hostname, port: origin.port, method, path: apiPath, headers: allHeaders, timeout: REQUEST_TIMEOUT_MS }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: response.statusCode, text, json });
          });
        });
      } catch (error) {
        reject(error);
        return;
      }
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
  const json = async (method, apiPath, { token, body, ip } = {}) => {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (ip) headers['x-forwarded-for'] = ip;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return send({ method, path: apiPath, headers, body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)) });
  };
  return { send, json, close: () => agent.destroy() };
}

// -------------------------------------------------------------------------------------- snapshots

/**
 * Snapshots of the database (one SQL statement over every public table) and of DATA_DIR's files;
 * `database` is null on PGlite (files only).
 */
async function createObserver({ databaseUrl, dataDir }) {
  let client = null;
  let statement = null;
  const tables = [];
  const excluded = [];
  if (databaseUrl) {
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(`
      select t.table_name as name,
             (select count(*)::int from information_schema.key_column_usage k
                join information_schema.table_constraints c on c.constraint_name = k.constraint_name and c.table_schema = k.table_schema
               where c.constraint_type = 'PRIMARY KEY' and c.table_schema = 'public' and c.table_name = t.table_name) as pk_columns,
             (select k.column_name from information_schema.key_column_usage k
                join information_schema.table_constraints c on c.constraint_name = k.constraint_name and c.table_schema = k.table_schema
               where c.constraint_type = 'PRIMARY KEY' and c.table_schema = 'public' and c.table_name = t.table_name limit 1) as pk
        from information_schema.tables t
       where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
       order by t.table_name`);
    for (const row of rows) {
      if (EXCLUDED_TABLE.test(row.name)) {
        excluded.push(row.name);
        continue;
      }
      const count = (await client.query(`select count(*)::int as n from "${row.name}"`)).rows[0].n;
      tables.push({ name: row.name, hashed: count <= HASH_ROW_LIMIT || row.pk_columns !== 1, pk: row.pk_columns === 1 ? row.pk : null });
    }
    const columns = tables.map(({ name, hashed, pk }) =>
      hashed
        ? `(select json_build_array(count(*), coalesce(sum(hashtext(t::text)::bigint), 0)) from "${name}" t) as "${name}"`
        : `(select json_build_array(count(*), max("${pk}")) from "${name}") as "${name}"`,
    );
    statement = `select pg_current_wal_insert_lsn()::text as "(lsn)", ${columns.join(', ')}`;
  }

  async function listFiles(dir, prefix = '') {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    const names = [];
    for (const entry of entries) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      // PGlite's own files change with every write; the generated secret is written once at start.
      if (!prefix && (entry.name === 'pglite' || entry.name === 'jwt-secret')) continue;
      if (entry.isDirectory()) names.push(...(await listFiles(path.join(dir, entry.name), relative)));
      else names.push(relative);
    }
    return names;
  }

  let count = 0;
  let quick = 0;
  return {
    tables,
    excluded,
    checksRows: client !== null,
    get count() {
      return count;
    },
    /** Every table's count and hash (and the WAL position they were read at), and DATA_DIR's files. */
    async take() {
      count++;
      const [rows, files] = await Promise.all([client ? client.query(statement).then((result) => result.rows[0]) : {}, listFiles(dataDir)]);
      return { lsn: rows['(lsn)'], rows, files: new Set(files) };
    },
    /**
     * Whether nothing can have changed since `snapshot`, cheaply: PostgreSQL's WAL insert position has
     * not moved (no insert, update or delete anywhere in the cluster; reads write no WAL) and the same
     * files are there. When it has moved (a write, a refused login's record, autovacuum), take() and
     * diff() tell what changed.
     */
    async unchangedSince(snapshot) {
      quick++;
      const [lsn, files] = await Promise.all([client ? client.query('select pg_current_wal_insert_lsn()::text as lsn').then((result) => result.rows[0].lsn) : undefined, listFiles(dataDir)]);
      return lsn === snapshot.lsn && files.length === snapshot.files.size && files.every((file) => snapshot.files.has(file));
    },
    get quickChecks() {
      return quick;
    },
    /** What changed from `before` to `after`, one line per table or file; empty when nothing did. */
    diff(before, after) {
      const changes = [];
      for (const { name, hashed } of tables) {
        const [countBefore, markBefore] = before.rows[name] ?? [];
        const [countAfter, markAfter] = after.rows[name] ?? [];
        if (countBefore !== countAfter) changes.push(`${name}: ${countAfter - countBefore > 0 ? '+' : ''}${countAfter - countBefore} row(s)`);
        else if (String(markBefore) !== String(markAfter)) changes.push(`${name}: rows ${hashed ? 'changed' : 'replaced'} (same count)`);
      }
      for (const file of after.files) if (!before.files.has(file)) changes.push(`file added: ${file}`);
      for (const file of before.files) if (!after.files.has(file)) changes.push(`file removed: ${file}`);
      return changes;
    },
    async close() {
      await client?.end();
    },
  };
}

// ------------------------------------------------------------------------------------- operations

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Every operation of the document the check covers: writes, and reads with path or query parameters. */
function operationsOf(document) {
  const operations = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      const pathParams = parameters.filter((parameter) => parameter.in === 'path');
      const queryParams = parameters.filter((parameter) => parameter.in === 'query');
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      const multipartSchema = content['multipart/form-data']?.schema;
      if (!WRITE_METHODS.has(method) && pathParams.length === 0 && queryParams.length === 0) continue;
      operations.push({ method: method.toUpperCase(), template, pathParams, queryParams, jsonSchema, multipartSchema, secured: Array.isArray(operation.security) && operation.security.some((entry) => Object.keys(entry).length > 0) });
    }
  }
  return operations;
}

/**
 * The document as the generators read it: local $refs replaced by what they point to, allOf merged, a
 * oneOf/anyOf reduced to its first object variant, and `type: [T, 'null']` (OpenAPI 3.1) written as
 * `type: T, nullable: true`; so schemas moved to shared components keep being fuzzed field by field.
 */
function normaliseSchemas(document) {
  const lookup = (ref) => ref.replace(/^#\//, '').split('/').reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  const visit = (node, depth) => {
    if (Array.isArray(node)) return node.map((item) => visit(item, depth));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') return depth < 20 ? visit(lookup(node.$ref) ?? {}, depth + 1) : {};
    const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value, depth)]));
    if (Array.isArray(out.allOf)) {
      for (const part of out.allOf) {
        out.properties = { ...out.properties, ...part.properties };
        out.required = [...new Set([...(out.required ?? []), ...(part.required ?? [])])];
        out.type ??= part.type;
      }
      delete out.allOf;
    }
    const variants = out.oneOf ?? out.anyOf;
    if (Array.isArray(variants) && !out.type && !out.properties) {
      // OpenAPI 3.0 has no type null: a null variant is written `{ nullable: true, enum: [null] }` (any type).
      const isNull = (variant) => variant.type === 'null' || (Array.isArray(variant.enum) && variant.enum.length === 1 && variant.enum[0] === null);
      const others = variants.filter((variant) => !isNull(variant));
      const chosen = others.find((variant) => variant.type === 'object' || variant.properties) ?? others[0] ?? {};
      Object.assign(out, chosen, { nullable: Boolean(out.nullable || chosen.nullable || variants.some(isNull)) });
    }
    if (Array.isArray(out.type)) {
      const types = out.type.filter((type) => type !== 'null');
      out.nullable = out.nullable || types.length < out.type.length;
      out.type = types[0];
    }
    return out;
  };
  return { ...document, paths: visit(document.paths, 0) };
}

/** Which existing ids a path parameter of `template` names. */
function poolKeyOf(template, paramName) {
  if (paramName !== 'id') return paramName;
  const rules = [
    [/store\/location\/\{id\}|store-locations/, 'storeLocationId'],
    [/market\/app|list\/market|market\/\{id\}|markets\/\{id\}|deactivate\/market/, 'marketId'],
    [/user/, 'userId'],
    [/\/ads?\//, 'adsId'],
    [/jobpost/, 'jobPostId'],
    [/offer/, 'offerId'],
    [/category/, 'categoryId'],
    [/product/, 'productId'],
    [/volantino/, 'volantinoId'],
    [/location/, 'locationId'],
  ];
  return rules.find(([pattern]) => pattern.test(template))?.[1] ?? 'any';
}

/** Operations that could take the check's own accounts away (change or deactivate a user, deactivate a market). */
const touchesAccounts = (template) => /user\/\{id\}|users\/\{id\}|deactivate\/market/.test(template);

// A logout with a real token costs a login (a password hash at OWASP cost) to open the session it ends:
// about one logout in seven has one, the others go anonymous or with a bogus token.
const roleArb = (operation) => {
  const logout = operation.template === '/api/admin/logout';
  const own = logout ? 1 : 4;
  return fc.oneof(
    { weight: logout ? 8 : operation.secured ? 2 : 3, arbitrary: fc.constant('anonymous') },
    { weight: logout ? 4 : 1, arbitrary: fc.constant('bogus') },
    { weight: own, arbitrary: fc.constant('super') },
    { weight: own, arbitrary: fc.constant('market') },
  );
};

const bogusTokens = [
  'Bearer ',
  'Bearer x',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwianRpIjoieCIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJl',
  `Bearer ${'a'.repeat(8000)}`,
  'Basic c3VwZXJhZG1pbjpPZmVydGF0MjAyNSE=',
  'bearer',
  'Bearer a.b.c.d',
];

// ------------------------------------------------------------------------------------ the contract pass

/** Spellings of `id` that a lenient reading takes for it; an id is `^[1-9][0-9]*$` (URL-encoded as sent). */
const nonCanonicalSpellings = (id) => [`${id}.0`, `${id}e0`, `%2B${id}`, `%20${id}`, `${id}%20`, `${id}%0A`, `0x${id.toString(16)}`, `0${id}`];

/**
 * Every operation against what the document says, as the super admin: non-canonical ids in paths and query
 * strings are refused, and a null in a JSON body is refused unless `nullable`, then read as the field left out.
 * Returns the findings (one line each) and how many requests it sent.
 */
async function checkContract(client, operations, ctx, accounts) {
  const findings = [];
  let sent = 0;
  const send = async (request) => {
    const { token } = await accounts.ensure('super');
    // Its own addresses, one per request: the per-address limits (login, sessions) are not the subject here.
    const ip = `10.255.${Math.floor(sent / 250)}.${sent % 250}`;
    sent++;
    return client.send({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}`, 'x-forwarded-for': ip } });
  };
  const baseId = (operation, parameter) => {
    const key = poolKeyOf(operation.template, parameter.name);
    let pool = key === 'any' ? ctx.pools.allIds : (ctx.pools[key] ?? ctx.pools.allIds);
    if (touchesAccounts(operation.template)) pool = pool.filter((id) => !(key === 'userId' ? ctx.protectedUserIds : ctx.protectedMarketIds).has(id));
    return pool[0] ?? 1;
  };
  const jsonRequest = (operation, apiPath, body) => ({ method: operation.method, path: apiPath, headers: { 'content-type': 'application/json' }, body: Buffer.from(toJson(body)) });
  const validBody = (operation) => fc.sample(validObject(operation.jsonSchema, ctx), { seed, numRuns: 1 })[0];

  for (const operation of operations) {
    const name = `${operation.method} ${operation.template}`;
    const ids = Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, baseId(operation, parameter)]));
    const pathWith = (values) => operation.template.replace(/\{(\w+)\}/g, (_match, parameter) => values[parameter] ?? String(ids[parameter]));
    const baseRequest = (apiPath) => (operation.jsonSchema ? jsonRequest(operation, apiPath, validBody(operation)) : { method: operation.method, path: apiPath });

    for (const parameter of [...operation.pathParams, ...operation.queryParams]) {
      if (parameter.schema?.type !== 'integer') continue;
      const id = parameter.in === 'path' ? ids[parameter.name] : 1;
      for (const spelling of nonCanonicalSpellings(id)) {
        const apiPath = parameter.in === 'path' ? pathWith({ [parameter.name]: spelling }) : `${pathWith({})}?${parameter.name}=${spelling}`;
        const response = await send(baseRequest(apiPath));
        if (response.status !== 400) findings.push(`${name}: ${parameter.in} ${parameter.name} = ${spelling} answered ${response.status} (not 400): ${response.text.slice(0, 120)}`);
      }
    }

    if (!operation.jsonSchema) continue;
    const apiPath = pathWith({});
    for (const [field, property] of Object.entries(operation.jsonSchema.properties ?? {})) {
      const body = validBody(operation);
      const withNull = await send(jsonRequest(operation, apiPath, { ...body, [field]: null }));
      if (withNull.status >= 500) findings.push(`${name}: ${field} = null answered ${withNull.status}`);
      else if (!property.nullable) {
        if (withNull.status !== 400) findings.push(`${name}: ${field} = null (not nullable in the document) answered ${withNull.status}`);
      } else if (withNull.status === 400) {
        const { [field]: _left, ...rest } = body;
        const absent = await send(jsonRequest(operation, apiPath, rest));
        if (absent.text !== withNull.text) {
          findings.push(`${name}: ${field} = null (nullable) answered 400 ${withNull.text.slice(0, 120)}, left out ${absent.status} ${absent.text.slice(0, 120)}`);
        }
      }
    }
  }
  return { findings, sent };
}

/** A query parameter's value: an id (existing or hostile) for an integer, else its type's valid or hostile values. */
function queryValueArb(parameter, ctx) {
  const schema = parameter.schema ?? {};
  if (schema.type === 'integer') return idArb(ctx.pools[parameter.name] ?? ctx.pools.allIds);
  return fc
    .oneof({ weight: 3, arbitrary: validFor(schema, parameter.name, ctx) }, { weight: 2, arbitrary: hostileFor(schema) })
    .map((value) => ({ text: (typeof value === 'string' ? value : toJson(value)).slice(0, 3000) }));
}

/** One arbitrary per operation: the whole request (who sends it, from where, path, query, body). */
function requestArb(operation, ctx) {
  const pathArbs = operation.pathParams.map((parameter) => {
    const key = poolKeyOf(operation.template, parameter.name);
    let pool = key === 'any' ? ctx.pools.allIds : (ctx.pools[key] ?? []);
    if (touchesAccounts(operation.template)) pool = pool.filter((id) => !(key === 'userId' ? ctx.protectedUserIds : ctx.protectedMarketIds).has(id));
    return idArb(pool);
  });
  const queryArb = fc.tuple(
    ...operation.queryParams.map((parameter) => fc.option(queryValueArb(parameter, ctx), { freq: 6 })),
    fc.option(fc.constantFrom('marketId=1&marketId=2', 'marketId[]=1', 'marketId[a]=1', 'x=%00', `q=${'a'.repeat(5000)}`, 'marketId', '__proto__[x]=1', 'marketId=%F0%9F%9B%92'), { freq: 4 }),
  );
  const bodies = [];
  if (operation.jsonSchema) bodies.push(jsonBodyArb(operation.jsonSchema, ctx).map((body) => ({ json: body })));
  if (operation.multipartSchema) bodies.push(multipartBodyArb(operation.multipartSchema, ctx).map((multipart) => ({ multipart })));
  const bodyArb = bodies.length ? fc.oneof(...bodies) : fc.option(fc.constantFrom('{}', '{"a":"\u0000"}', 'garbage').map((text) => ({ stray: text })), { freq: 5 });
  const ipArb = fc.oneof({ weight: 4, arbitrary: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`) }, { weight: 1, arbitrary: fc.constant('198.51.100.7') });
  return fc.record({
    role: roleArb(operation),
    bogus: fc.constantFrom(...bogusTokens),
    ip: ipArb,
    pathValues: fc.tuple(...pathArbs),
    query: queryArb,
    body: bodyArb,
    boundary: fc.stringMatching(/^[A-Za-z0-9]{16,30}$/),
  });
}

/** Method, concrete path, headers and body bytes of a generated request. */
function materialise(operation, generated, ctx) {
  let apiPath = operation.template;
  operation.pathParams.forEach((parameter, index) => {
    apiPath = apiPath.replace(`{${parameter.name}}`, pathValue(generated.pathValues[index]));
  });
  const [extra, ...reversed] = [...generated.query].reverse();
  const queryValues = reversed.reverse();
  const query = operation.queryParams.flatMap((parameter, index) => (queryValues[index] ? [`${parameter.name}=${pathValue(queryValues[index])}`] : []));
  if (extra) query.push(extra);
  if (query.length) apiPath += `?${query.join('&')}`;

  const headers = { 'x-forwarded-for': generated.ip };
  let body;
  const { body: generatedBody } = generated;
  if (generatedBody?.json) {
    body = generatedBody.json.body;
    if (generatedBody.json.contentType !== undefined && generatedBody.json.contentType !== '') headers['content-type'] = generatedBody.json.contentType;
  } else if (generatedBody?.multipart) {
    const encoded = encodeMultipart(generatedBody.multipart, generated.boundary, ctx.validJsonText(operation));
    body = encoded.body;
    headers['content-type'] = encoded.contentType;
  } else if (generatedBody?.stray) {
    body = Buffer.from(generatedBody.stray);
    headers['content-type'] = 'application/json';
  }
  return { method: operation.method, path: apiPath, headers, body, role: generated.role, bogus: generated.bogus };
}

// ------------------------------------------------------------------------------------ the accounts

async function demoMarketAdminEmails() {
  const serverDist = path.join(repoRoot, 'server/dist');
  const { DEMO_MARKETS } = await import(path.join(serverDist, 'seed/demo/markets.js'));
  const { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } = await import(path.join(serverDist, 'seed/demo/market-admins.js'));
  return DEMO_MARKETS.map(({ key }) => ({ email: demoMarketAdminEmail(key), password: DEMO_MARKET_ADMIN_PASSWORD }));
}

/** The check's own sessions; logins come from 192.0.2.x, an address range no fuzzed request uses. */
function createAccounts(client, { superAdmin, marketAdmins }) {
  let loginCount = 0;
  const ownIp = () => `192.0.2.${1 + (loginCount % 250)}`;
  async function login(account) {
    loginCount++;
    const response = await client.json('POST', '/api/admin/login', { body: { usernameOrEmail: account.email, password: account.password }, ip: ownIp() });
    if (response.status !== 200) return null;
    return response.json;
  }
  const sessions = { super: null, market: null };
  const marketQueue = [...marketAdmins];
  async function ensure(role) {
    if (sessions[role]) return sessions[role];
    if (role === 'super') {
      const session = await login(superAdmin);
      if (!session) throw new CheckFailed(`the super admin ${superAdmin.email} can no longer sign in: a fuzzed request took the account away`);
      sessions.super = { ...session, account: superAdmin };
      return sessions.super;
    }
    while (marketQueue.length) {
      const session = await login(marketQueue[0]);
      if (session && session.marketId !== null) {
        sessions.market = { ...session, account: marketQueue[0] };
        return sessions.market;
      }
      marketQueue.shift();
    }
    throw new CheckFailed('no demo market admin can sign in any more: fuzzed requests took every one of the check’s accounts away');
  }
  return {
    ensure,
    /** Checks that the role's token still works (after a 401 with it); drops it when not. */
    async recheck(role) {
      const session = sessions[role];
      if (!session) return;
      const me = await client.json('GET', '/api/admin/me', { token: session.token, ip: ownIp() });
      const stillRight = me.status === 200 && me.json?.roles?.[0]?.role === session.roles[0].role && me.json.marketId === session.marketId;
      if (!stillRight) sessions[role] = null;
    },
    /** A second session of the role's account, for a logout that must not end the main one. */
    async spareToken(role) {
      const session = await ensure(role);
      return (await login(session.account))?.token;
    },
    get logins() {
      return loginCount;
    },
  };
}

// ---------------------------------------------------------------------------------------- the run

/** Ids that exist at the start, by name, read from the list endpoints as the super admin. */
async function readPools(client, token) {
  const lists = ['/api/market/all', '/api/location/all', '/api/store-locations/all', '/api/product/all', '/api/category/all', '/api/offer/list/all', '/api/jobpost/all', '/api/volantino/all', '/api/ads/all', '/api/admin/users/all'];
  const pools = {};
  for (const list of lists) {
    const response = await client.json('GET', list, { token, ip: '192.0.2.254' });
    if (response.status !== 200 || !Array.isArray(response.json)) throw new CheckFailed(`GET ${list} answered ${response.status} while reading the demo data's ids`);
    for (const item of response.json) {
      for (const [key, value] of Object.entries(item)) {
        if (/Id$/.test(key) && Number.isInteger(value)) (pools[key] ??= new Set()).add(value);
      }
    }
  }
  const result = Object.fromEntries(Object.entries(pools).map(([key, ids]) => [key, [...ids].sort((a, b) => a - b)]));
  result.allIds = [...new Set(Object.values(result).flat())].sort((a, b) => a - b);
  return result;
}

async function makeFiles() {
  // sharp is the server's own dependency: real JPEG and WebP files of a few hundred bytes.
  const sharp = createRequire(path.join(repoRoot, 'server/package.json'))('sharp');
  const raw = { create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 40, b: 40 } } };
  return {
    png: await sharp(raw).png().toBuffer(),
    jpeg: await sharp(raw).jpeg().toBuffer(),
    webp: await sharp(raw).webp().toBuffer(),
    gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  };
}

/**
 * The gist of a server error, to group 5xx answers by: the failed query's parameters (the input) are
 * left out, the database's reason kept; control characters are escaped so the report prints cleanly.
 */
function errorSummary(message) {
  const firstLine = message.split('\n')[0].slice(0, 160);
  const reason = /(invalid byte sequence[^\n]*|invalid input syntax[^\n]*|out of range[^\n]*|value too long[^\n]*|violates[^\n]*|unsupported Unicode[^\n]*|malformed[^\n]*)$/.exec(message)?.[1];
  const text = reason && !firstLine.includes(reason) ? `${firstLine} … ${reason}` : firstLine;
  return JSON.stringify(text).slice(1, -1);
}

const shortPath = (apiPath) => (apiPath.length > 160 ? `${apiPath.slice(0, 160)}… (${apiPath.length} characters)` : apiPath);

/** A printable excerpt of a body: JSON-escaped (NULs show as \u0000), cut to `max` characters. */
function excerpt(buffer, max = 300) {
  if (buffer === undefined) return '(no body)';
  const text = buffer.subarray(0, 4 * max).toString('utf8');
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return buffer.length > max ? `${shown}… (${buffer.length} bytes)` : shown;
}

async function main() {
  try {
    assertServerBuilt();
  } catch (error) {
    throw new CheckFailed(error.message);
  }
  const startedAt = performance.now();
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ofertat-fuzz-'));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  const serverUrl = process.env.DATABASE_URL || null;
  const databaseName = `ofertat_fuzz_${randomBytes(4).toString('hex')}`;
  let databaseUrl = null;
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const onServer = async (query) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(query);
    } finally {
      await admin.end();
    }
  };

  console.log(`API fuzzing: ${requestCount} requests, seed ${seed} (replay with --seed ${seed})`);
  console.log(
    serverUrl
      ? `  PostgreSQL: fresh database ${databaseName}; DATA_DIR ${dataDir}`
      : `  no DATABASE_URL: embedded PGlite in ${dataDir}; rows are NOT checked (PGlite's files belong to the server process), only 5xx and files`,
  );

  let server;
  let observer;
  let client;
  let serverLog;
  let succeeded = false;
  const summary = { byStatus: {}, byOperation: {}, fiveXX: [], storedOnReject: [], transient: 0, noAnswer: [], relogins: 0, snapshotMs: 0, requestMs: 0, generateMs: 0, resent: 0 };
  try {
    if (serverUrl) await onServer(`create database ${databaseName}`);
    const serverStart = performance.now();
    server = await startFuzzedServer({ dataDir, databaseUrl, logFile });
    console.log(`  server healthy after ${Math.round(performance.now() - serverStart)} ms (migrations and demo data)`);
    serverLog = serverLogReader(logFile);
    client = createClient(server.baseUrl);
    observer = await createObserver({ databaseUrl, dataDir });
    if (serverUrl) {
      console.log(`  snapshot: ${observer.tables.length} tables (${observer.tables.filter((table) => !table.hashed).map((table) => `${table.name}: count and largest id`).join(', ') || 'all hashed'}); left out: ${observer.excluded.join(', ') || 'none'}`);
    }

    const openapiResponse = await client.json('GET', '/api/openapi.json');
    if (openapiResponse.status !== 200 || !openapiResponse.json?.paths) throw new CheckFailed(`GET /api/openapi.json answered ${openapiResponse.status}`);
    const operations = operationsOf(normaliseSchemas(openapiResponse.json));

    // Accounts: the super admin and three demo market admins sign in for the run; the other demo market
    // admins' emails are what fuzzed logins and user bodies use.
    const demoAdmins = await demoMarketAdminEmails();
    const ownMarketAdmins = demoAdmins.slice(0, 3);
    const accounts = createAccounts(client, { superAdmin: SUPER_ADMIN, marketAdmins: ownMarketAdmins });
    const superSession = await accounts.ensure('super');
    const pools = await readPools(client, superSession.token);
    const users = (await client.json('GET', '/api/admin/users/all', { token: superSession.token, ip: '192.0.2.254' })).json;
    const ownEmails = new Set([SUPER_ADMIN.email, ...ownMarketAdmins.map((admin) => admin.email)].map((email) => email.toLowerCase()));
    const ownUsers = users.filter((user) => ownEmails.has(user.email.toLowerCase()));
    const ctx = {
      pools,
      protectedUserIds: new Set(ownUsers.map((user) => user.userId)),
      protectedMarketIds: new Set(ownUsers.map((user) => user.marketId).filter((id) => id !== null)),
      loginEmails: demoAdmins.slice(3).map((admin) => admin.email),
      files: await makeFiles(),
      validJsonText: (operation) => (operation.jsonSchema ? toJson(fc.sample(validObject(operation.jsonSchema, ctx), { seed, numRuns: 1 })[0]) : '{}'),
    };
    console.log(
      `  ${operations.length} operations from /api/openapi.json (${operations.filter((op) => op.method !== 'GET').length} writes, ${operations.filter((op) => op.method === 'GET').length} reads with parameters); ` +
        `own accounts: ${[...ownEmails].join(', ')} (user ids ${[...ctx.protectedUserIds].join(', ')}, markets ${[...ctx.protectedMarketIds].join(', ')})`,
    );

    // Requests: each operation gets its share, drawn in chunks of 100 from its own arbitrary with a seed
    // derived from the run's seed; operations take turns in a seeded order.
    const arbitraries = operations.map((operation) => requestArb(operation, ctx));
    const queues = operations.map(() => []);
    const chunkCounter = operations.map(() => 0);
    const next = (index) => {
      if (queues[index].length === 0) {
        const chunkSeed = (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(++chunkCounter[index], 0x85ebca6b)) >>> 0;
        queues[index] = fc.sample(arbitraries[index], { seed: chunkSeed, numRuns: 100 });
      }
      return queues[index].shift();
    };
    let order = [];
    const shuffleRandom = mulberry32(seed);
    const nextOperation = () => {
      if (order.length === 0) {
        order = operations.map((_, index) => index);
        for (let i = order.length - 1; i > 0; i--) {
          const j = Math.floor(shuffleRandom() * (i + 1));
          [order[i], order[j]] = [order[j], order[i]];
        }
      }
      return order.pop();
    };

    let before = null;
    const findings5xx = new Map();
    const findingsStored = new Map();
    const runStarted = performance.now();
    let lastProgress = runStarted;
    for (let n = 1; n <= requestCount; n++) {
      const index = nextOperation();
      const operation = operations[index];
      const generateStart = performance.now();
      const request = materialise(operation, next(index), ctx);
      summary.generateMs += performance.now() - generateStart;
      const key = `${operation.method} ${operation.template}`;
      summary.byOperation[key] = (summary.byOperation[key] ?? 0) + 1;

      // Who sends it. A logout with a real token ends a second session of that account, never the main one.
      if (request.role === 'bogus') request.headers.authorization = request.bogus;
      if (request.role === 'super' || request.role === 'market') {
        const loginsBefore = accounts.logins;
        const isLogout = operation.template === '/api/admin/logout';
        const token = isLogout ? await accounts.spareToken(request.role) : (await accounts.ensure(request.role)).token;
        // A login of the check's own writes a session row: the snapshot before this request is taken after it.
        if (accounts.logins !== loginsBefore) before = null;
        if (token) request.headers.authorization = `Bearer ${token}`;
      }
      serverLog.skip();

      if (before === null) {
        const snapshotStart = performance.now();
        before = await observer.take();
        summary.snapshotMs += performance.now() - snapshotStart;
      }
      const requestStart = performance.now();
      let response;
      try {
        try {
          response = await client.send(request);
        } catch (error) {
          // A kept-alive connection the server closed after the previous answer (it closes one whose request
          // body it did not read, e.g. after a 413) fails the next request sent on it before the server sees
          // it: send once more on a fresh connection. Only a second failure counts as not answered.
          if (!/socket hang up|ECONNRESET|EPIPE/.test(`${error.code ?? ''} ${error.message}`)) throw error;
          summary.resent++;
          client.close();
          response = await client.send(request);
        }
      } catch (error) {
        // A body beyond the server's limits may be refused before it is read: the connection closes.
        const oversized = (request.body?.length ?? 0) > 1024 * 1024;
        summary.byStatus[oversized ? 'closed (oversized body)' : 'no answer'] = (summary.byStatus[oversized ? 'closed (oversized body)' : 'no answer'] ?? 0) + 1;
        if (!oversized) summary.noAnswer.push({ request: `${request.method} ${request.path}`, role: request.role, body: excerpt(request.body), error: error.message });
        if (!server.alive()) throw new CheckFailed(`the server died at request ${n}: ${request.method} ${request.path} ${excerpt(request.body)}; log: ${logFile}`);
        before = null;
        continue;
      }
      summary.requestMs += performance.now() - requestStart;
      summary.byStatus[response.status] = (summary.byStatus[response.status] ?? 0) + 1;

      if (response.status >= 500) {
        const errors = await serverLog.next();
        const message = errorSummary(errors[0] ?? '(nothing in the server log)');
        const findingKey = `${key} ${response.status} ${message.replace(/\d+/g, 'N')}`;
        const existing = findings5xx.get(findingKey);
        const example = { role: request.role, path: request.path, contentType: request.headers['content-type'] ?? '(none)', body: excerpt(request.body), bodyBytes: request.body?.length ?? 0, response: response.text.slice(0, 200) };
        if (!existing) findings5xx.set(findingKey, { operation: key, status: response.status, serverError: message, count: 1, example });
        else {
          existing.count++;
          if (example.bodyBytes < existing.example.bodyBytes) existing.example = example;
        }
      }

      if (response.status >= 400) {
        const snapshotStart = performance.now();
        let after = before;
        let changes = [];
        if (!(await observer.unchangedSince(before))) {
          after = await observer.take();
          changes = observer.diff(before, after);
        }
        if (changes.length > 0) {
          // An upload removed just after the answer is not one left behind: look again a moment later.
          await sleep(300);
          after = await observer.take();
          const lasting = observer.diff(before, after);
          if (lasting.length === 0) summary.transient++;
          changes = lasting;
        }
        summary.snapshotMs += performance.now() - snapshotStart;
        if (changes.length > 0) {
          const findingKey = `${key} ${response.status} ${changes.map((change) => change.replace(/file (added|removed): .*\.(\w+)$/, 'file $1 .$2')).sort().join('; ')}`;
          const existing = findingsStored.get(findingKey);
          if (!existing) {
            findingsStored.set(findingKey, {
              operation: key,
              status: response.status,
              changes,
              count: 1,
              example: { role: request.role, path: request.path, contentType: request.headers['content-type'] ?? '(none)', body: excerpt(request.body), response: response.text.slice(0, 200) },
            });
          } else existing.count++;
        }
        before = after;
      } else {
        before = null;
      }

      // A 401 with one of the check's own tokens: the token may have stopped working; sign in again if so.
      if ((response.status === 401 || response.status === 403) && (request.role === 'super' || request.role === 'market') && operation.template !== '/api/admin/logout') {
        const loginsBefore = accounts.logins;
        await accounts.recheck(request.role);
        await accounts.ensure(request.role);
        if (accounts.logins > loginsBefore) {
          summary.relogins++;
          before = null;
        }
      }

      if (performance.now() - lastProgress > 15_000) {
        lastProgress = performance.now();
        const fiveXX = Object.entries(summary.byStatus).filter(([status]) => Number(status) >= 500).reduce((sum, [, count]) => sum + count, 0);
        console.log(`  … ${n} requests in ${Math.round((lastProgress - runStarted) / 1000)} s; 5xx so far: ${fiveXX}; stored on reject: ${[...findingsStored.values()].reduce((sum, f) => sum + f.count, 0)}`);
      }
    }
    summary.runMs = performance.now() - runStarted;
    const contractStarted = performance.now();
    summary.contract = await checkContract(client, operations, ctx, accounts);
    summary.contractMs = performance.now() - contractStarted;
    // The public read model after every fuzzed write: the operator's check (GET /api/admin/catalogue/check).
    const checker = await accounts.ensure('super');
    summary.catalogue = (await client.json('GET', '/api/admin/catalogue/check', { token: checker.token, ip: '192.0.2.251' })).json;
    summary.fiveXX = [...findings5xx.values()].sort((a, b) => a.operation.localeCompare(b.operation));
    summary.storedOnReject = [...findingsStored.values()].sort((a, b) => a.operation.localeCompare(b.operation));
    summary.operations = operations.length;
    summary.snapshots = observer.count;
    summary.quickChecks = observer.quickChecks;
    summary.logins = accounts.logins;
    succeeded = true;
  } finally {
    client?.close();
    serverLog?.close();
    await observer?.close().catch(() => {});
    if (server) await server.stop();
    if (serverUrl) await onServer(`drop database if exists ${databaseName} with (force)`).catch((error) => console.log(`  could not drop ${databaseName}: ${error.message}`));
    if (succeeded && !options['keep-data']) await fs.rm(workDir, { recursive: true, force: true });
    else console.log(`  data and server log kept in ${workDir}`);
  }

  const statuses = Object.entries(summary.byStatus)
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
  const totalMs = performance.now() - startedAt;
  const perOperation = Object.values(summary.byOperation);
  console.log(`\n${requestCount} requests over ${summary.operations} operations (${Math.min(...perOperation)}–${Math.max(...perOperation)} each) in ${Math.round(summary.runMs / 1000)} s (whole check ${Math.round(totalMs / 1000)} s): ${statuses}`);
  console.log(
    `  time generating ${Math.round(summary.generateMs / 1000)} s, in requests ${Math.round(summary.requestMs / 1000)} s, in snapshots ${Math.round(summary.snapshotMs / 1000)} s (${summary.quickChecks} quick checks, ${summary.snapshots} full snapshots); ` +
      `${summary.logins} logins of the check's own (${summary.relogins} after a token stopped working); ${summary.transient} change(s) gone within 300 ms (not counted); ` +
      `${summary.resent} request(s) sent again on a fresh connection after the server had closed the kept-alive one`,
  );

  const failures = [];
  if (summary.fiveXX.length > 0) {
    const total = summary.fiveXX.reduce((sum, finding) => sum + finding.count, 0);
    failures.push(`${total} 5xx answer(s), ${summary.fiveXX.length} distinct`);
    console.log(`\n5xx answers (${summary.fiveXX.length} distinct, by operation and server error):`);
    for (const finding of summary.fiveXX) {
      console.log(`  ${finding.operation} → ${finding.status} × ${finding.count}: ${finding.serverError}`);
      console.log(`      e.g. as ${finding.example.role}: ${shortPath(finding.example.path)} [${finding.example.contentType}] ${finding.example.body}`);
      console.log(`      answer: ${finding.example.response}`);
    }
  }
  if (summary.storedOnReject.length > 0) {
    const total = summary.storedOnReject.reduce((sum, finding) => sum + finding.count, 0);
    failures.push(`${total} rejected request(s) stored rows or files, ${summary.storedOnReject.length} distinct`);
    console.log(`\nStored on reject (${summary.storedOnReject.length} distinct):`);
    for (const finding of summary.storedOnReject) {
      console.log(`  ${finding.operation} → ${finding.status} × ${finding.count}: ${finding.changes.join('; ')}`);
      console.log(`      e.g. as ${finding.example.role}: ${shortPath(finding.example.path)} [${finding.example.contentType}] ${finding.example.body}`);
      console.log(`      answer: ${finding.example.response}`);
    }
  }
  console.log(`\nContract pass: ${summary.contract.sent} requests in ${Math.round(summary.contractMs / 1000)} s (non-canonical ids, nulls against the document)`);
  if (summary.contract.findings.length > 0) {
    failures.push(`${summary.contract.findings.length} answer(s) against the document (non-canonical ids, nulls)`);
    for (const finding of summary.contract.findings) console.log(`  ${finding}`);
  }
  const catalogue = summary.catalogue;
  console.log(`\nCatalogue check: ${catalogue?.consistent ? 'consistent with the database' : 'DIFFERS from the database'} (${JSON.stringify(catalogue?.counts)})`);
  if (!catalogue?.consistent) {
    failures.push('the public read model differs from the database after the fuzzed writes');
    for (const difference of catalogue?.differences ?? []) console.log(`  ${difference}`);
  }
  if (summary.noAnswer.length > 0) {
    failures.push(`${summary.noAnswer.length} request(s) not answered`);
    console.log(`\nNot answered (${summary.noAnswer.length}):`);
    for (const item of summary.noAnswer.slice(0, 10)) console.log(`  ${item.request} as ${item.role}: ${item.error}; body ${item.body}`);
  }

  if (failures.length === 0) {
    console.log(`\nPASS: no 5xx, every request answered, and no rejected request changed ${observer.checksRows ? 'a table or ' : ''}DATA_DIR's files.`);
  } else {
    console.log(`\nFAIL: ${failures.join('; ')} (replay: --seed ${seed} --requests ${requestCount})`);
  }
  console.log(
    JSON.stringify({
      check: 'fuzz-api',
      date: new Date().toISOString(),
      seed,
      requests: requestCount,
      operations: summary.operations,
      requestsPerOperation: summary.byOperation,
      database: serverUrl ? 'postgresql' : 'pglite',
      rowsChecked: observer.checksRows,
      excludedTables: observer.excluded,
      runMs: Math.round(summary.runMs),
      totalMs: Math.round(totalMs),
      byStatus: summary.byStatus,
      fiveXX: summary.fiveXX.map(({ operation, status, count, serverError, example }) => ({ operation, status, count, serverError, example: `${shortPath(example.path)} ${example.body}`.slice(0, 400) })),
      storedOnReject: summary.storedOnReject.map(({ operation, status, count, changes, example }) => ({ operation, status, count, changes, example: `${shortPath(example.path)} ${example.body}`.slice(0, 400) })),
      noAnswer: summary.noAnswer.length,
      contract: { requests: summary.contract.sent, findings: summary.contract.findings },
      resentAfterClosedConnection: summary.resent,
      transientChanges: summary.transient,
      ownLogins: summary.logins,
      relogins: summary.relogins,
    }),
  );
  if (failures.length > 0) process.exit(1);
}

/** A small seeded generator for the order operations take turns in. */
function mulberry32(state) {
  let value = state >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let t = value;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

main().catch((error) => {
  console.error(`\nFAIL: ${error instanceof CheckFailed ? error.message : (error.stack ?? error)}`);
  process.exit(1);
});
