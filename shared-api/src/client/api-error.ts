// The one place that turns failed calls into something a screen can show.
import type { HTTPError, TimeoutError } from 'ky';
import { messages } from '../messages.js';

export interface ApiErrorInit {
  status: number;
  message: string;
  userMessage?: string | null;
  details?: unknown;
  fieldErrors?: Readonly<Record<string, string>>;
  isNetworkError?: boolean;
  cause?: unknown;
}

/**
 * Marks an ApiError made by any copy of this module. A remote built against a newer shared-api than the shell's runs
 * its own copy (Module Federation takes the remote's when the loaded one is too old), while the page's calls go
 * through the shell's client: `instanceof ApiError` must still recognise the errors the other copy made.
 */
const API_ERROR: unique symbol = Symbol.for('@ofertat/shared-api/ApiError');

export class ApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && API_ERROR in value;
  }

  readonly [API_ERROR] = true;
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Text fit for a user: the server's {"message"}, or the session-expired text on a 401. Null when there is none. */
  readonly userMessage: string | null;
  /** Per-field details the server may add to its error body. */
  readonly details?: unknown;
  /** The server's per-field messages (`errors` of a 400: `{ "password": "…" }`); empty when it sent none. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The request never got an answer (offline, server down, timeout). */
  readonly isNetworkError: boolean;

  constructor({ status, message, userMessage = null, details, fieldErrors = {}, isNetworkError = false, cause }: ApiErrorInit) {
    super(message, { cause });
    this.status = status;
    this.userMessage = userMessage;
    this.details = details;
    this.fieldErrors = fieldErrors;
    this.isNetworkError = isNetworkError;
  }
}

async function readErrorBody(response: Response): Promise<{ message?: unknown; details?: unknown; errors?: unknown }> {
  try {
    const body: unknown = JSON.parse(await response.text());
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): there is no server message to show.
    return {};
  }
}

/** ky's errors, known by name: a copy of ky other than the one imported here (version skew above) throws its own classes. */
const isKyError = <T extends HTTPError | TimeoutError>(error: unknown, name: T['name']): error is T => error instanceof Error && error.name === name;

/**
 * Maps a failed call to an ApiError: HTTP errors with the server's message, network failures and timeouts with
 * isNetworkError. Anything else (an abort, a bug) is returned unchanged so it is not mistaken for a server answer.
 */
export async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof ApiError) return error;
  if (isKyError<HTTPError>(error, 'HTTPError')) {
    const { status } = error.response;
    const body = await readErrorBody(error.response);
    const serverMessage = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
    const sessionExpired = status === 401 && error.request.headers.has('Authorization');
    const userMessage = sessionExpired ? messages.session.expired : serverMessage;
    const fieldErrors = readFieldErrors(body.errors);
    return new ApiError({ status, message: userMessage ?? error.message, userMessage, details: body.details, fieldErrors, cause: error });
  }
  // fetch rejects with a TypeError when the network fails.
  if (isKyError<TimeoutError>(error, 'TimeoutError') || error instanceof TypeError) {
    return new ApiError({ status: 0, message: error.message, isNetworkError: true, cause: error });
  }
  return error;
}

/** The text messages of an error body's `errors` object; anything else in it is not for a user. */
function readFieldErrors(errors: unknown): Record<string, string> {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The server's messages for single fields, for a form to show beside them; empty for any other failure. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** The server's (or the session-expired) message when there is one, else the screen's own fallback text. */
export function toUserMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.userMessage !== null ? error.userMessage : fallback;
}
