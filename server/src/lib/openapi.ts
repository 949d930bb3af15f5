// Response schemas shared by route definitions, for the OpenAPI document at /api/openapi.json (request schemas
// live in src/schemas/).
export const errorResponseSchema = {
  type: 'object',
  description: 'Every error: a message for the user, plus per-field messages when a form field is invalid.',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
} as const;

/** `response` entries for the usual error statuses of a route. */
export function errorResponses(...statusCodes: number[]): Record<number, typeof errorResponseSchema> {
  return Object.fromEntries(statusCodes.map((statusCode) => [statusCode, errorResponseSchema]));
}

/** `{ message }`: the answer of a delete, a deactivation, a logout. */
export const messageResponse = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** JSON schema pieces, each its own object, as the properties of the response schemas below. */
type SchemaProperties = Record<string, object>;

/**
 * An answer object: every property is always sent (null when unknown), so all are required. `nullable` allows null
 * for the whole object.
 */
export const objectOf = <P extends SchemaProperties>(properties: P, options: { description?: string; nullable?: boolean } = {}) => ({
  type: options.nullable ? (['object', 'null'] as const) : ('object' as const),
  ...(options.description ? { description: options.description } : {}),
  properties,
  required: Object.keys(properties) as (keyof P & string)[],
});

/** A list of `items`. */
export const arrayOf = <I extends object>(items: I, description?: string) => ({
  type: 'array' as const,
  ...(description ? { description } : {}),
  items,
});
