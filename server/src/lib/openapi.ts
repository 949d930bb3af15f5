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
