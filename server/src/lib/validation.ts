// Request data is validated with the shared yup schemas of @ofertat/shared-api, so the server applies
// the same rules with the same messages as the web forms. A failure is a yup ValidationError, which the
// error handler answers with 400, the first message and the per-field messages.
import { messages } from '@ofertat/shared-api/validation';
import type { AnySchema, InferType } from 'yup';
import { badRequest } from './http-errors.js';

/** Validates and casts `data`; unknown keys are dropped so they never reach a repository. */
export function validate<S extends AnySchema>(schema: S, data: unknown): Promise<InferType<S>> {
  return schema.validate(data ?? {}, { abortEarly: false, stripUnknown: true });
}

/** A positive integer id from a path parameter; anything else is a 400 with `message`. */
export function parseId(raw: string | undefined, message: string = messages.validation.invalidId): number {
  const id = Number(raw);
  if (raw === undefined || !/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > 2147483647) {
    throw badRequest(message);
  }
  return id;
}
