// Fastify's validation of request structure and types, with the route JSON schemas of src/schemas/. The business
// rules and their spec messages stay in the shared yup schemas, which the routes run once per request on what
// passed here; these schemas only make sure that what reaches yup is what a form can send.
//
// Two Ajv instances, because the parts differ:
// - path parameters and query strings are text by nature, so they are coerced ('7' → 7) as Fastify does by default,
//   a whole number only from its canonical spelling (CANONICAL_INTEGER);
// - bodies are not coerced: Fastify's default coerceTypes 'array' would turn null or '' into 0 for a number and
//   `["x"]` into 'x' for a text, so a form's empty field would get another rule's message (or pass) in yup.
//   Body schemas instead accept what the clients really send (numbers as numbers or as text, null for "not given").
// Formats (date, email) are documentation here: yup checks them, with the messages the forms show.
//
// A refusal is an HttpError with the message of the failing field (`x-message` in its schema, from the shared
// catalogue), so it reaches the error handler like any other 400 and the answer keeps the API's error shape.
import { messages } from '@ofertat/shared-api/validation';
import { Ajv, type ErrorObject, type Options } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { badRequest, type HttpError } from './http-errors.js';

/** The schema keyword naming the message for a value that does not fit the field (see src/schemas/common.ts). */
export const MESSAGE_KEYWORD = 'x-message';

const sharedOptions: Options = {
  // The first error is all the answer shows; collecting every error of a hostile body is wasted work.
  allErrors: false,
  // Errors carry the schema they failed in, where the field's message is.
  verbose: true,
  allowUnionTypes: true,
  validateFormats: false,
  keywords: [MESSAGE_KEYWORD],
};

const parameterAjv = new Ajv({ ...sharedOptions, coerceTypes: 'array', useDefaults: true, removeAdditional: true });
const bodyAjv = new Ajv({ ...sharedOptions, coerceTypes: false, useDefaults: false, removeAdditional: false });

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart, contentType }) => {
  // Multipart routes read their form themselves (readMultipartForm) after validation would run, when the body is
  // not parsed yet; their schema documents the form and yup checks the fields.
  if (contentType === 'multipart/form-data') return () => true;
  const isBody = httpPart === 'body';
  const validate = (isBody ? bodyAjv : parameterAjv).compile(schema);
  const integers = isBody ? [] : integerFields(schema);
  return (data: unknown) => {
    // Before Ajv coerces: it would take '33.0', ' 33', '+33', '33e0' or '0x21' for 33.
    const loose = integers.length === 0 ? undefined : nonCanonicalField(data, integers);
    if (loose !== undefined) return { error: badRequest(fieldMessage(schema, loose)) };
    if (!validate(data)) return { error: toHttpError(validate.errors?.[0], isBody) };
    const infinite = isBody ? undefined : infiniteField(data);
    return infinite === undefined ? true : { error: badRequest(fieldMessage(schema, infinite)) };
  };
};

/**
 * How a whole number is written in a path or a query string: decimal digits without a sign or a leading zero. So an
 * id (`^[1-9][0-9]*$` once its minimum of 1 applies) has one spelling, and one URL, per row: a public answer is kept
 * under the URL that asked for it (plugins/public-answer-shortcut.ts), and other spellings are refused before that.
 */
const CANONICAL_INTEGER = /^(0|[1-9][0-9]*)$/;

/** The properties of a path or query schema that are whole numbers. */
function integerFields(schema: object): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

/** The first of `names` whose text (or one of whose repeated values) is not a canonical whole number. */
function nonCanonicalField(data: unknown, names: readonly string[]): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const values = data as Record<string, unknown>;
  return names.find((name) => {
    const value = values[name];
    const texts: unknown[] = Array.isArray(value) ? value : [value];
    return texts.some((text) => typeof text === 'string' && !CANONICAL_INTEGER.test(text));
  });
}

/**
 * A path or query value Ajv coerced to ±Infinity: a text of hundreds of digits becomes Infinity, which passes its
 * integer and maximum checks (Infinity % 1 is NaN, so it counts as whole) and would reach date or SQL arithmetic.
 */
function infiniteField(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [name, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) return name;
  }
  return undefined;
}

function fieldMessage(schema: object, name: string): string {
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties;
  const message = properties?.[name]?.[MESSAGE_KEYWORD];
  return typeof message === 'string' ? message : messages.validation.invalidBody;
}

/** Per-field messages are for a form's fields: a body's, not a path's or a query's (answered with the message alone). */
function toHttpError(error: ErrorObject | undefined, withField: boolean): HttpError {
  if (!error) return badRequest();
  const field = withField ? fieldOf(error) : '';
  const message = messageOf(error);
  return badRequest(message, field ? { [field]: message } : undefined);
}

/** The failing field as yup writes paths (`products[0].oldPrice`), so both kinds of refusal read alike. */
function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  return segments.reduce((path, segment) => {
    const name = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(name)) return `${path}[${name}]`;
    return path ? `${path}.${name}` : name;
  }, '');
}

function messageOf(error: ErrorObject): string {
  const schema = error.parentSchema as Record<string, unknown> | undefined;
  const failing =
    error.keyword === 'required'
      ? (schema?.properties as Record<string, Record<string, unknown>> | undefined)?.[String(error.params.missingProperty)]
      : schema;
  const message = failing?.[MESSAGE_KEYWORD];
  return typeof message === 'string' ? message : messages.validation.invalidBody;
}
