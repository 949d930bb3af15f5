// One error shape for the whole API: `{"message": "..."}` plus optional per-field `errors`. The message
// is meant for the user; stack traces, SQL and driver messages stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { ConflictError, DomainError, MissingReferenceError, NotFoundError, OtherMarketError } from '../lib/domain-errors.js';
import { errorMessages, type FieldErrors, HttpError } from '../lib/http-errors.js';

interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
}

// Database errors caused by the request's data rather than by a bug: a repository should translate
// the ones it expects into a precise message; this is the safety net so they never become a 500.
const DATABASE_ERRORS: Record<string, ErrorResponse> = {
  '23505': { statusCode: 409, body: { message: errorMessages.conflict } }, // unique_violation
  '23503': { statusCode: 409, body: { message: 'Regjistrimi lidhet me të dhëna që mungojnë ose që ende përdoren.' } }, // foreign_key_violation
  '23514': { statusCode: 400, body: { message: errorMessages.badRequest } }, // check_violation
  '23502': { statusCode: 400, body: { message: errorMessages.badRequest } }, // not_null_violation
  '22P02': { statusCode: 400, body: { message: errorMessages.badRequest } }, // invalid_text_representation
  // NUL in text; refused before any write (plugins/request-validation.ts), this only keeps a miss from being a 500.
  '22021': { statusCode: 400, body: { message: errorMessages.nulCharacter } }, // character_not_in_repertoire
  '22003': { statusCode: 400, body: { message: errorMessages.badRequest } }, // numeric_value_out_of_range
  '22007': { statusCode: 400, body: { message: errorMessages.badRequest } }, // invalid_datetime_format
  '22008': { statusCode: 400, body: { message: errorMessages.badRequest } }, // datetime_field_overflow
};

/** The one place where the domain's errors (src/lib/domain-errors.ts) become HTTP statuses. */
const DOMAIN_ERROR_STATUS: [kind: new (...args: never[]) => DomainError, statusCode: number][] = [
  [NotFoundError, 404],
  [ConflictError, 409],
  // The body names something that is not there: the request is wrong, not its URL.
  [MissingReferenceError, 400],
  [OtherMarketError, 403],
];

const STATUS_MESSAGES: Record<number, string> = {
  401: errorMessages.unauthorized,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  413: errorMessages.payloadTooLarge,
  415: errorMessages.unsupportedMediaType,
  429: errorMessages.tooManyRequests,
};

export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, body: withFieldErrors(error.message, error.fieldErrors) };
  }
  const domainStatus = error instanceof DomainError ? DOMAIN_ERROR_STATUS.find(([kind]) => error instanceof kind)?.[1] : undefined;
  if (domainStatus !== undefined) {
    const { message, field } = error as DomainError;
    return { statusCode: domainStatus, body: withFieldErrors(message, field ? { [field]: message } : undefined) };
  }
  if (ValidationError.isError(error)) {
    return { statusCode: 400, body: withFieldErrors(error.errors[0] ?? errorMessages.badRequest, fieldErrorsOf(error)) };
  }
  const databaseError = DATABASE_ERRORS[sqlStateOf(error) ?? ''];
  if (databaseError) return databaseError;

  const fastifyError = error as Partial<FastifyError>;
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 500 || statusCode < 400) {
    return { statusCode: 500, body: { message: errorMessages.internal } };
  }
  if (fastifyError.validation) {
    return { statusCode: 400, body: { message: fastifyError.message ?? errorMessages.badRequest } };
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    return { statusCode: 400, body: { message: errorMessages.malformedJson } };
  }
  return { statusCode, body: { message: STATUS_MESSAGES[statusCode] ?? errorMessages.badRequest } };
}

function withFieldErrors(message: string, fieldErrors: FieldErrors | undefined): ErrorBody {
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? { message, errors: fieldErrors } : { message };
}

/** The first message of each field, keyed by its path (`products[0].newPrice`). */
function fieldErrorsOf(error: ValidationError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    if (inner.path && !(inner.path in fieldErrors)) fieldErrors[inner.path] = inner.errors[0] ?? inner.message;
  }
  return fieldErrors;
}

/** PostgreSQL SQLSTATE of a driver error, also when Drizzle wraps it (DrizzleQueryError.cause). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = toErrorResponse(error);
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode, reason: error instanceof Error ? error.message : error }, 'request rejected');
      // Headers set before the failure (rate-limit's retry-after, for instance) are kept.
      return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler' },
);
