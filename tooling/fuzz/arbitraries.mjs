// fast-check arbitraries for the API fuzzing check (fuzz-api.mjs): from an operation of /api/openapi.json
// (its path and query parameters and its JSON or multipart request body schema) they build requests that
// are valid-looking (values of the declared types, ids that exist, dates around today, real images and
// PDFs) or hostile in the ways issue 11 found bugs and the ways next to them:
//   - text fields with NUL characters (PostgreSQL refuses them in text), lone surrogates, very long
//     strings, unicode, and arrays/objects/numbers/booleans/null where text is expected;
//   - numbers as text, huge, negative, fractional and out-of-double-range numbers (raw `1e400` literals);
//   - malformed JSON, a body of the wrong JSON type, wrong or missing content types;
//   - multipart bodies with unknown, duplicate, oversized or NUL-named fields, files in text fields,
//     bogus files (signatures followed by junk, SVG, HTML, a PNG declaring 100 000 × 100 000 pixels,
//     empty files, one file just over the image limit), truncated and boundary-less bodies;
//   - path ids that are huge, negative, zero, fractional, non-numeric or oddly encoded.
// Most bodies are valid but for one field (a hostile value in an otherwise acceptable request reaches the
// deepest code: the database write and the upload storage), the rest are hostile all over or malformed.
import fc from 'fast-check';

/** A JSON number literal written as it is (JSON.stringify cannot write 1e400 or 2^64 exactly). */
export class RawNumber {
  constructor(text) {
    this.text = text;
  }
}

/** JSON text of a generated value, with RawNumber literals written raw. */
export function toJson(value) {
  const raws = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (item instanceof RawNumber) {
      raws.push(item.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return item;
  });
  return text === undefined ? '' : text.replace(/"@@raw(\d+)@@"/g, (_match, index) => raws[Number(index)]);
}

// ---------------------------------------------------------------------------------------------- values

/** YYYY-MM-DD, `offsetDays` from today in Europe/Tirane (the day the server decides dates by). */
export function tiraneDay(offsetDays = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tirane' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

const albanianWords = ['Qumësht', 'Bukë', 'Djathë', 'Ofertë', 'Çokollatë', 'Mollë', 'Tiranë', 'Korçë', 'Shkodër', 'Ëmbëlsira', 'Market', 'Javore'];
const plainText = fc
  .tuple(fc.constantFrom(...albanianWords), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }))
  .map(([word, suffix]) => `${word} ${suffix.replace(/[^\w -]/g, 'x')}`.trim());

const NUL = '\u0000';
const hostileStringConstants = [
  NUL,
  `a${NUL}b`,
  `${NUL}${NUL}${NUL}`,
  `Ofertë${NUL}`,
  '\uD800',
  'x\uDFFFy',
  '\uFEFFBOM',
  '\u202Eevil\u202C',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛒🇦🇱 Ë ç',
  'Z̸̢̛̺a̴l̶g̷o̵',
  '',
  ' ',
  '\t\r\n',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\\u0000',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  '0x10',
  '١٢٣',
  'true',
  '2026-02-30',
];

/** Text nobody types: NUL characters and lone surrogates inside, control characters, huge, odd unicode. */
export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStringConstants) },
  { weight: 4, arbitrary: fc.tuple(plainText, plainText).map(([a, b]) => `${a}${NUL}${b}`) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(121, 129, 257, 5001, 70_000, 300_000), fc.constantFrom('a', 'ë', '🛒', '\u0000', ' '))
      .map(([length, unit]) => unit.repeat(length)),
  },
);

/** Values of another JSON type than the one expected. */
export const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(plainText, fc.integer(), hostileString), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', 'toString', '__proto__', 'constructor', '$gt', ''), fc.oneof(plainText, fc.integer(), fc.constant(null)), {
    maxKeys: 2,
  }),
  fc.constant({ $ne: null }),
  fc.constant([[[[[]]]]]),
);

const hostileNumberValues = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 0.001, 1e-300, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 2 ** 63, 1e21, 1e308, -1e308, 99_999_999_999),
  fc.constantFrom('1e400', '-1e400', '18446744073709551617', '123456789012345678901234567890', '0.1e-400').map((text) => new RawNumber(text)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const numericishStrings = fc.constantFrom('abc', '12', ' 7 ', '7abc', '', '-', '1e309', '0x1F', 'NaN', 'Infinity', '1,5', '١٢', `1${NUL}`);

/** Where a number is expected: numbers nobody means, numbers as text, and other types. */
export const hostileNumber = fc.oneof({ weight: 3, arbitrary: hostileNumberValues }, { weight: 2, arbitrary: numericishStrings }, { weight: 2, arbitrary: wrongType }, { weight: 1, arbitrary: hostileString });

const hostileDate = fc.constantFrom(
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  '275760-09-14',
  '2026-1-1',
  '2026/01/01',
  '2026-01-01T00:00:00Z',
  '1970-01-01',
  '20260101',
  '',
  `2026-01-01${NUL}`,
  '2026-01-01 ',
  '١٢٣٤-٠١-٠١',
);

/** Hostile value for a property of `schema`: its type's odd values or another type altogether. */
export function hostileFor(schema = {}) {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return hostileNumber;
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', 'yes', 1, 0, 'on', `true${NUL}`), wrongType);
    case 'array':
      return fc.oneof(
        wrongType,
        hostileString,
        fc.array(hostileFor(schema.items ?? {}), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(10_001, 100_000).map((length) => Array.from({ length }, (_, index) => index + 1)),
        fc.constant(Array.from({ length: 2000 }, () => [])),
      );
    case 'object':
      return fc.oneof(wrongType, hostileString);
    default:
      if (schema.format === 'date') return fc.oneof({ weight: 3, arbitrary: hostileDate }, { weight: 2, arbitrary: hostileString }, { weight: 1, arbitrary: wrongType });
      return fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 2, arbitrary: wrongType }, { weight: 1, arbitrary: hostileNumberValues });
  }
}

// ----------------------------------------------------------------------------------------- valid-ish

/**
 * Where a property's valid values come from: ids by the property's name (a pool of existing ids read
 * from the API at the start), else the schema's type, range and format.
 */
function poolFor(name, pools) {
  if (/^marketIds?$/.test(name)) return pools.marketId;
  if (/^locationIds?$/.test(name)) return pools.locationId;
  if (/^storeLocationIds?$/.test(name)) return pools.storeLocationId;
  if (/^productIds?$/.test(name)) return pools.productId;
  if (/^categoryIds?$/.test(name)) return pools.categoryId;
  return undefined;
}

export function validFor(schema = {}, name = '', ctx) {
  const base = validForType(schema, name, ctx);
  return schema.nullable ? fc.oneof({ weight: 6, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function validForType(schema, name, ctx) {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const pool = poolFor(name, ctx.pools);
  switch (schema.type) {
    case 'integer': {
      if (pool?.length) return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }) });
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 1000, min + 100_000);
      return fc.integer({ min, max });
    }
    case 'number': {
      if (/price/i.test(name)) return fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100);
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      return fc.integer({ min: Math.ceil(min * 1e4), max: Math.floor(max * 1e4) }).map((n) => n / 1e4);
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      const items = pool?.length ? fc.constantFrom(...pool) : validFor(schema.items ?? {}, singular(name), ctx);
      return fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) });
    }
    case 'object':
      return validObject(schema, ctx);
    default:
      return validString(schema, name, ctx);
  }
}

const singular = (name) => name.replace(/s$/, '');

function validString(schema, name, ctx) {
  if (schema.format === 'date') return fc.integer({ min: -3, max: 40 }).map((offset) => tiraneDay(offset));
  if (schema.format === 'email' || /email/i.test(name)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.tuple(fc.nat(), fc.constantFrom('example.com', 'ofertat.al')).map(([n, host]) => `fuzz.${n}@${host}`) },
      { weight: 1, arbitrary: fc.constantFrom(...ctx.loginEmails) },
    );
  }
  if (name === 'password') return fc.tuple(fc.nat(), fc.constantFrom('Qershi', 'Portokall', 'Bajame')).map(([n, word]) => `${word}-Fuzz-${n}-Ylli!`);
  if (/link|url/i.test(name)) return fc.nat().map((n) => `https://example.com/oferta/${n}`);
  if (name === 'phoneNumber') return fc.integer({ min: 0, max: 9_999_999 }).map((n) => `+355 69 ${String(n).padStart(7, '0')}`);
  const maxLength = schema.maxLength ?? 80;
  return plainText.map((text) => text.slice(0, maxLength));
}

/** An object of `schema`: every required property, each optional one or not. */
export function validObject(schema, ctx) {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validFor(property, name, ctx)]));
  if (Object.keys(shape).length === 0) return fc.constant({});
  return fc.record(shape, { requiredKeys: schema.required ?? [] });
}

/** A request body for the offer routes the server can accept: the product lines need old > new prices. */
function fixPrices(body) {
  if (!body || !Array.isArray(body.products)) return body;
  for (const line of body.products) {
    if (line && typeof line.oldPrice === 'number' && typeof line.newPrice === 'number' && line.newPrice >= line.oldPrice) {
      [line.oldPrice, line.newPrice] = [line.newPrice + 1, line.oldPrice / 2];
    }
  }
  return body;
}

// --------------------------------------------------------------------------------------- JSON bodies

const clone = (value) => (value === undefined ? undefined : structuredClone(value));
const deepNesting = (depth) => '['.repeat(depth) + ']'.repeat(depth);

/** Raw bodies with a JSON content type (or none) that are not the JSON the route wants. */
const malformedJson = (validJsonText) =>
  fc.oneof(
    fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'undefined', 'NaN', '\u0000', '{"a":"\u0000"}', '{"a":"\x01"}', '"\\ud800"', '', ' '),
    fc.constant(deepNesting(5000)),
    fc.constant(`{${'"k":1,'.repeat(20_000)}"k":2}`),
    fc.constant(`{"${'x'.repeat(1_100_000)}":1}`),
    validJsonText.map((text) => `\uFEFF${text}`),
    validJsonText.map((text) => `${text}garbage`),
    validJsonText.map((text) => text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
    validJsonText.map((text) => text.replace(/"([^"]*)"/, '"$1\u0000"')),
  );

const jsonContentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/vnd.api+json',
  '*/*',
  '',
);

/** Sets one property (a top-level one, or one of an item of an array-of-objects property) to `value`. */
function withProperty(body, path, value) {
  const copy = clone(body) ?? {};
  if (path.length === 1) {
    copy[path[0]] = value;
    return copy;
  }
  const [arrayName, itemName] = path;
  const items = Array.isArray(copy[arrayName]) && copy[arrayName].length > 0 ? copy[arrayName] : [{}];
  items[0] = { ...(typeof items[0] === 'object' && items[0] !== null ? items[0] : {}), [itemName]: value };
  copy[arrayName] = items;
  return copy;
}

/** Every property path a single mutation may target: top-level ones and those of array items. */
function propertyPaths(schema) {
  const paths = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    paths.push({ path: [name], schema: property });
    if (property.type === 'array' && property.items?.type === 'object') {
      for (const [itemName, itemSchema] of Object.entries(property.items.properties ?? {})) paths.push({ path: [name, itemName], schema: itemSchema });
    }
  }
  return paths;
}

/** { contentType, body: Buffer, excerpt } for an operation whose body schema is JSON. */
export function jsonBodyArb(schema, ctx) {
  const valid = validObject(schema, ctx).map(fixPrices);
  const paths = propertyPaths(schema);
  const oneHostile = paths.length
    ? fc.oneof(...paths.map(({ path, schema: property }) => fc.tuple(valid, hostileFor(property)).map(([body, value]) => withProperty(body, path, value))))
    : valid;
  const allHostile = paths.length
    ? fc.tuple(valid, ...paths.filter(({ path }) => path.length === 1).map(({ schema: property }) => hostileFor(property))).map(([body, ...values]) => {
        const names = Object.keys(schema.properties);
        return Object.fromEntries(names.map((name, index) => [name, values[index]]).concat(Object.entries(body).filter(([name]) => !names.includes(name))));
      })
    : valid;
  const missingOrExtra = fc
    .tuple(valid, fc.subarray(schema.required ?? []), fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'isActive', 'role', 'id', 'createdAt', 'extra', 'marketId'), fc.oneof(plainText, hostileString, wrongType, fc.constant(true)), { maxKeys: 3 }))
    .map(([body, drop, extra]) => {
      const copy = { ...body };
      for (const name of drop) delete copy[name];
      // JSON text, so that "__proto__" arrives as an own property of the parsed body (the attack's shape).
      return Object.assign(Object.create(null), copy, extra);
    });
  const wrongWhole = fc.oneof(wrongType, hostileString, fc.constantFrom(null, 0, true, 'body', [{}], [[]]));

  const jsonValue = fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 7, arbitrary: oneHostile },
    { weight: 2, arbitrary: allHostile },
    { weight: 2, arbitrary: missingOrExtra },
    { weight: 1, arbitrary: wrongWhole },
  );
  const asJson = jsonValue.map((value) => ({ contentType: 'application/json', text: toJson(value) }));
  const malformed = malformedJson(valid.map(toJson)).map((text) => ({ contentType: 'application/json', text }));
  const wrongContentType = fc.tuple(jsonValue, jsonContentTypes).map(([value, contentType]) => ({ contentType, text: toJson(value) }));
  const noBody = fc.constant({ contentType: undefined, text: undefined });
  return fc
    .oneof({ weight: 14, arbitrary: asJson }, { weight: 2, arbitrary: malformed }, { weight: 2, arbitrary: wrongContentType }, { weight: 1, arbitrary: noBody })
    .map(({ contentType, text }) => ({ contentType, body: text === undefined ? undefined : Buffer.from(text, 'utf8') }));
}

// ---------------------------------------------------------------------------------- multipart bodies

/** Files: real images and a real PDF (made once at the start), and files that only look like one. */
export function fileArb(files) {
  const pngHeader = files.png.subarray(0, 16);
  // IHDR of 100 000 × 100 000 pixels: a decompression bomb's header (CRC left wrong on purpose).
  const bomb = Buffer.concat([files.png.subarray(0, 16), Buffer.from([0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0, 8, 6, 0, 0, 0]), Buffer.alloc(64)]);
  const named = (name, content, contentType) => ({ name, content, contentType });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(named('photo.png', files.png, 'image/png'), named('photo.jpg', files.jpeg, 'image/jpeg'), named('anim.gif', files.gif, 'image/gif'), named('pic.webp', files.webp, 'image/webp')) },
    { weight: 4, arbitrary: fc.constant(named('volantino.pdf', files.pdf, 'application/pdf')) },
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        named('junk.png', Buffer.concat([pngHeader, Buffer.from('not really a png')]), 'image/png'),
        named('junk.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), 'image/jpeg'),
        named('bomb.png', bomb, 'image/png'),
        named('x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'),
        named('x.html', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'),
        named('empty.png', Buffer.alloc(0), 'image/png'),
        named('fake.pdf', Buffer.from('%PDF-'), 'application/pdf'),
        named('x.pdf', Buffer.from('not a pdf'), 'application/pdf'),
        named('photo.png', files.pdf, 'image/png'),
        named('flyer.pdf', files.png, 'application/pdf'),
        named('zip.png', Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0, 0]), 'application/zip'),
      ),
    },
    { weight: 3, arbitrary: fc.uint8Array({ minLength: 0, maxLength: 300 }).map((bytes) => named('random.bin', Buffer.from(bytes), 'application/octet-stream')) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom('photo.png', '../../../etc/passwd', `a${NUL}.png`, 'ë🛒.png', 'x'.repeat(2000), '', '.png', 'a"b.png'), fc.constantFrom(files.png, files.pdf))
        .map(([name, content]) => named(name, content, content === files.pdf ? 'application/pdf' : 'image/png')),
    },
    // Just over the default 5 MB image limit: refused with 413, and nothing may stay on disk.
    { weight: 1, arbitrary: fc.constant(named('big.png', Buffer.concat([files.png, Buffer.alloc(5 * 1024 * 1024 + 1 - files.png.length)]), 'image/png')) },
  );
}

const asText = (value) => {
  if (typeof value === 'string') return value;
  if (value instanceof RawNumber) return value.text;
  return value === undefined ? '' : toJson(value);
};

/** A multipart body as a list of parts: { name, value: string | Buffer, filename?, contentType? }. */
export function multipartBodyArb(schema, ctx) {
  const properties = Object.entries(schema.properties ?? {});
  const fileNames = properties.filter(([, property]) => property.format === 'binary').map(([name]) => name);
  const textProps = properties.filter(([, property]) => property.format !== 'binary');
  const required = new Set(schema.required ?? []);
  const files = fileArb(ctx.files);

  const validTextParts = fc.record(Object.fromEntries(textProps.map(([name, property]) => [name, validFor(property, name, ctx).map(asText)])), {
    requiredKeys: textProps.map(([name]) => name).filter((name) => required.has(name)),
  });
  const validFileParts = fileNames.length
    ? fc.tuple(...fileNames.map((name) => (required.has(name) ? files : fc.option(files, { freq: 3 }))))
    : fc.constant([]);
  const toParts = (texts, fileValues) => [
    ...Object.entries(texts).map(([name, value]) => ({ name, value })),
    ...fileValues.flatMap((file, index) => (file ? [{ name: fileNames[index], value: file.content, filename: file.name, contentType: file.contentType }] : [])),
  ];
  const validParts = fc.tuple(validTextParts, validFileParts).map(([texts, fileValues]) => toParts(texts, fileValues));

  const hostileTextValue = (property) =>
    fc.oneof(hostileFor(property).map(asText), fc.constant(Buffer.from([0x66, 0xff, 0xfe, 0xc0, 0x80])), fc.constant(Buffer.from('a\u0000b')));
  const oneHostileText = textProps.length
    ? fc.oneof(
        ...textProps.map(([name, property]) =>
          fc.tuple(validParts, hostileTextValue(property)).map(([parts, value]) => [...parts.filter((part) => part.name !== name), { name, value }]),
        ),
      )
    : validParts;
  const oddParts = fc.tuple(
    validParts,
    fc.constantFrom('dropRequired', 'duplicateText', 'fileInTextField', 'textInFileField', 'unknownFile', 'duplicateFile', 'manyFiles', 'manyFields', 'oddName', 'hugeField'),
    files,
  ).map(([parts, odd, file]) => {
    const fileName = fileNames[0] ?? 'file';
    const textName = textProps[0]?.[0] ?? 'text';
    const filePart = (name) => ({ name, value: file.content, filename: file.name, contentType: file.contentType });
    switch (odd) {
      case 'dropRequired': {
        const names = [...required];
        return parts.filter((part) => part.name !== names[parts.length % Math.max(1, names.length)]);
      }
      case 'duplicateText':
        return [...parts, { name: textName, value: `${NUL}dup` }];
      case 'fileInTextField':
        return [...parts.filter((part) => part.name !== textName), filePart(textName)];
      case 'textInFileField':
        return [...parts.filter((part) => part.name !== fileName), { name: fileName, value: 'not a file' }];
      case 'unknownFile':
        return [...parts, filePart('extraUpload')];
      case 'duplicateFile':
        return [...parts, filePart(fileName), filePart(fileName)];
      case 'manyFiles':
        return [...parts, ...Array.from({ length: 6 }, () => filePart(fileName))];
      case 'manyFields':
        return [...parts, ...Array.from({ length: 60 }, (_, index) => ({ name: `f${index}`, value: 'x' }))];
      case 'oddName':
        return [...parts, { name: `na${NUL}me`, value: 'x' }, { name: '__proto__', value: 'x' }, { name: 'constructor', value: 'x' }, { name: 'ë🛒', value: 'x' }];
      default:
        return [...parts, { name: textName, value: 'x'.repeat(1024 * 1024 + 10) }];
    }
  });

  const asMultipart = fc
    .oneof({ weight: 3, arbitrary: validParts }, { weight: 6, arbitrary: oneHostileText }, { weight: 4, arbitrary: oddParts })
    .map((parts) => ({ kind: 'multipart', parts }));
  // Not a well-formed multipart body: no boundary, another boundary, cut short, or JSON instead.
  const malformed = fc.tuple(validParts, fc.constantFrom('noBoundary', 'wrongBoundary', 'truncated', 'noClosing', 'json', 'empty', 'garbage')).map(([parts, how]) => ({ kind: 'malformed', parts, how }));
  return fc.oneof({ weight: 10, arbitrary: asMultipart }, { weight: 2, arbitrary: malformed });
}

/** Bytes and content type of a multipart body description (boundary from the seeded generator). */
export function encodeMultipart(description, boundary, validJsonText = '{}') {
  const encodeParts = (parts) => {
    const chunks = [];
    for (const part of parts) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`, 'utf8'));
      if (part.filename !== undefined) chunks.push(Buffer.from(`; filename="${part.filename}"`, 'utf8'));
      chunks.push(Buffer.from(`\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`));
      chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(String(part.value), 'utf8'));
      chunks.push(Buffer.from('\r\n'));
    }
    return chunks;
  };
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  if (description.kind === 'multipart') return { contentType, body: Buffer.concat([...encodeParts(description.parts), closing]) };
  const whole = Buffer.concat([...encodeParts(description.parts), closing]);
  switch (description.how) {
    case 'noBoundary':
      return { contentType: 'multipart/form-data', body: whole };
    case 'wrongBoundary':
      return { contentType: `multipart/form-data; boundary=x${boundary}`, body: whole };
    case 'truncated':
      return { contentType, body: whole.subarray(0, Math.floor(whole.length / 2)) };
    case 'noClosing':
      return { contentType, body: Buffer.concat(encodeParts(description.parts)) };
    case 'json':
      return { contentType: 'application/json', body: Buffer.from(validJsonText) };
    case 'empty':
      return { contentType, body: Buffer.alloc(0) };
    default:
      return { contentType, body: Buffer.from(`--${boundary}\r\ngarbage\r\n\r\n--${boundary}--`) };
  }
}

// ------------------------------------------------------------------------------- path and query values

/** Percent-encodes every byte but the unreserved ones (a lone surrogate goes as U+FFFD's bytes). */
export function encodeSegment(text) {
  return [...Buffer.from(String(text), 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/**
 * An id in a path or query: an existing one (from `pool`, already rid of the ids the run must not
 * touch), or hostile: huge, negative, zero, fractional, text, or an existing id written oddly. Values
 * are { raw } (sent as they are) or { text } (percent-encoded).
 */
export function idArb(pool) {
  const base = pool.length ? fc.constantFrom(...pool) : fc.constant(999_999);
  return fc.oneof(
    { weight: 5, arbitrary: base.map((id) => ({ text: String(id) })) },
    {
      weight: 4,
      arbitrary: fc.constantFrom('0', '-1', '2147483648', '-2147483649', '9223372036854775808', '99999999999999999999999', '1e3', '1.5', 'NaN', 'Infinity', 'abc', 'null', 'undefined', 'true', '[]', '{}', ' ', '١٢', '0x10', '9'.repeat(400)).map((text) => ({ text })),
    },
    { weight: 2, arbitrary: fc.constantFrom('%00', '1%00', '%zz', '%', '%FF', '%C0%80', '%2e%2e', '..%2F..%2Fetc', '%0A', '%20').map((raw) => ({ raw })) },
    { weight: 2, arbitrary: fc.tuple(base, fc.constantFrom('0{}', '+{}', '{}.0', '{}e0', ' {}', '{} ', '{}\n', '{}abc', '{},{}', '{}%00')).map(([id, shape]) => ({ raw: encodeSegment(shape.replace('{}', id).replace('{}', id)).replace('%2500', '%00') })) },
    { weight: 2, arbitrary: hostileString.map((text) => ({ text: text.slice(0, 2000) })) },
  );
}

export const pathValue = (value) => ('raw' in value ? value.raw : encodeSegment(value.text));
