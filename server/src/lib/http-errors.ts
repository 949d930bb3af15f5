// Errors a route or repository throws on purpose. The error handler turns them into
// `{"message": "..."}` with their status; the message is what the user sees, so write it for a user,
// and take it from the shared catalogue (`messages` of @ofertat/shared-api) when it is there.
import { messages } from '@ofertat/shared-api/validation';

export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Optional per-field messages, returned as `errors`. */
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Defaults of the error helpers and the error handler; server-only texts are written here. */
export const errorMessages = {
  badRequest: messages.validation.invalidBody,
  malformedJson: 'Të dhënat e dërguara nuk janë JSON i vlefshëm.',
  nulCharacter: 'Të dhënat e dërguara përmbajnë një karakter të palejuar (NUL).',
  unauthorized: messages.authorization.loginRequired,
  sessionExpired: messages.session.expired,
  forbidden: messages.authorization.forbidden,
  notFound: 'Burimi i kërkuar nuk u gjet.',
  conflict: 'Ky regjistrim ekziston tashmë.',
  payloadTooLarge: 'Skedari ose kërkesa është më e madhe se sa lejohet.',
  unsupportedMediaType: 'Lloji i përmbajtjes nuk mbështetet.',
  tooManyRequests: 'Shumë kërkesa. Provoni përsëri pas pak.',
  internal: 'Ndodhi një gabim i papritur në server. Provoni përsëri.',
} as const;

export const badRequest = (message: string = errorMessages.badRequest, fieldErrors?: FieldErrors) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message: string = errorMessages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = errorMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = errorMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string = errorMessages.conflict) => new HttpError(409, message);
export const payloadTooLarge = (message: string = errorMessages.payloadTooLarge) => new HttpError(413, message);
export const tooManyRequests = (message: string = errorMessages.tooManyRequests) => new HttpError(429, message);
