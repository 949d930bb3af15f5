// Request schemas, one file per feature (fastify/demo's src/schemas/): path parameters, query strings and bodies.
// Fastify validates structure and types with them (src/lib/validator-compiler.ts) and the OpenAPI document at
// /api/openapi.json is built from them. The rules of the forms and their messages are the shared yup schemas'
// (@ofertat/shared-api/validation), which the routes run on what passed here: so a body schema says which JSON
// types a field may have, not whether it is required or how long it may be.
//
// Every field names, as `x-message`, what the answer says when its value has a type the field cannot take: the
// message the form shows for that field, so a client sees the same text whichever check refused it.
import { messages, validationLimits } from '@ofertat/shared-api/validation';
import { MESSAGE_KEYWORD } from '../lib/validator-compiler.js';

const v = messages.validation;

type Annotations = { description?: string; format?: string };

const field = <T extends object>(schema: T, message: string, annotations: Annotations = {}) => ({
  ...schema,
  ...annotations,
  [MESSAGE_KEYWORD]: message,
});

// Path and query values are text, coerced to integers before these checks.
const idParameter = (message: string, description?: string) =>
  field({ type: 'integer', minimum: 1, maximum: validationLimits.maxId }, message, description ? { description } : {});

/** `/:id` of every route that names one row. */
export const idParams = {
  type: 'object',
  properties: { id: idParameter(v.invalidId) },
  required: ['id'],
} as const;

/** `/:marketId` of the routes that list a market's rows. */
export const marketIdParams = {
  type: 'object',
  properties: { marketId: idParameter(v.invalidId, 'Market id') },
  required: ['marketId'],
} as const;

/** `/:id` with the message of a feature's own (the job-post screens have one in the spec). */
export const idParamsWithMessage = (message: string) =>
  ({ type: 'object', properties: { id: idParameter(message) }, required: ['id'] }) as const;

export interface IdParams {
  id: number;
}

export interface MarketIdParams {
  marketId: number;
}

/** An optional id in a query string. */
export const queryId = (description: string) => idParameter(v.invalidId, description);

// Body fields. Null is "not given" (the forms' empty fields); numbers may come as text, as the forms hold them.

/** A text; null counts as empty, so the field's required rule answers. */
export const text = (message: string = v.invalidText, annotations?: Annotations) =>
  field({ type: ['string', 'null'] }, message, annotations);

/** A number, or its text. */
export const numeric = (message: string, annotations?: Annotations) =>
  field({ type: ['number', 'string', 'null'] }, message, annotations);

/**
 * A row id: a JSON integer, or its text as a form holds it, written canonically (Number() would read '33.0', ' 33',
 * '+33', '33e0' and '0x21' as 33; the multipart forms' texts are held to the same by the shared yup rules). A blank
 * text, and null where the field is `nullable`, mean "none", as the forms' empty fields.
 */
const idField = (message: string, { nullable, description }: { nullable: boolean; description?: string | undefined }) =>
  field(
    { type: nullable ? ['integer', 'string', 'null'] : ['integer', 'string'], pattern: '^([1-9][0-9]*)?$', minimum: 1, maximum: validationLimits.maxId },
    message,
    description ? { description } : {},
  );

/** A row id or null ("none": the search criteria, a user's market, a store point's city). */
export const id = (message: string = v.invalidId, description?: string) => idField(message, { nullable: true, description });

/** A row id that is never null (an offer line's product, a list's items). */
export const requiredId = (message: string = v.invalidId, description?: string) => idField(message, { nullable: false, description });

/** An array of `items`; `message` when the value is not an array. */
export const list = <I extends object>(items: I, message: string, description?: string) =>
  field({ type: 'array', items }, message, description ? { description } : {});

export const idList = (message: string = v.invalidId, description?: string) => list(requiredId(message), message, description);

/**
 * true or false, in a JSON body (also as text, as a form holds it). Never null: the clients always send the box's
 * value, and a null would read as the field's default (an account or a post made active again).
 */
export const flag = (description?: string) =>
  field({ type: ['boolean', 'string'] }, v.invalidBoolean, description ? { description } : {});

/** A calendar day, YYYY-MM-DD. */
export const date = (description?: string) =>
  field({ type: ['string', 'null'] }, v.invalidDate, { format: 'date', ...(description ? { description } : {}) });

/** A JSON object body; anything else (an array, a string, null, no body) is refused as a whole. */
export const jsonObject = <P extends Record<string, object>>(properties: P, description?: string) =>
  field({ type: 'object', properties }, v.invalidBody, description ? { description } : {});

/**
 * The body of a route that takes a form as JSON or as multipart/form-data (the web form sends multipart, other
 * clients JSON). Per content type, so Fastify checks JSON and leaves the multipart form to the route.
 */
export const jsonOrMultipartBody = (schema: object) => ({
  body: { content: { 'application/json': { schema }, 'multipart/form-data': { schema } } },
});
