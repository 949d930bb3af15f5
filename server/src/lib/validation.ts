// The business rules of request data are the shared yup schemas of @ofertat/shared-api, so the server applies
// the same rules with the same messages as the web forms. Routes run them once, on data whose structure and
// types Fastify has already checked (src/schemas/). A failure is a yup ValidationError, which the error handler
// answers with 400, the first message and the per-field messages.
import type { AnySchema, InferType } from 'yup';

export interface ValidateOptions {
  /**
   * Stop at the first broken rule. For schemas whose rules have an order that decides the message (the offer
   * rules 1–7, as an object-level test that yup runs before the fields); otherwise every field's message is kept.
   */
  abortEarly?: boolean;
}

/** Validates and casts `data`; unknown keys are dropped so they never reach a repository. */
export function validate<S extends AnySchema>(schema: S, data: unknown, { abortEarly = false }: ValidateOptions = {}): Promise<InferType<S>> {
  return schema.validate(data ?? {}, { abortEarly, stripUnknown: true });
}
