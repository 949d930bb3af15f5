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
  return schema.validate(withoutPrototypeKeys(data ?? {}), { abortEarly, stripUnknown: true });
}

/** Deepest object level of any request schema (an offer's products[i] is level 2), with room to spare. */
const SCHEMA_DEPTH = 4;

/**
 * `data` without the keys every object inherits (`constructor`, `toString`, `__proto__`…) down to SCHEMA_DEPTH. yup
 * looks a key up among an object schema's fields with `fields[key]`, which finds Object.prototype's members for
 * these names and then fails with a TypeError (a 500) instead of dropping an unknown key. No field of the API has
 * such a name, so they are dropped here like any other unknown key. Deeper values are left as they are: no schema
 * looks into them, and a bounded depth keeps a deeply nested body from exhausting the stack.
 */
export function withoutPrototypeKeys(data: unknown, depth = 0): unknown {
  if (depth > SCHEMA_DEPTH) return data;
  if (Array.isArray(data)) return data.map((item) => withoutPrototypeKeys(item, depth + 1));
  if (!isPlainObject(data)) return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !(key in Object.prototype))
      .map(([key, value]) => [key, withoutPrototypeKeys(value, depth + 1)]),
  );
}

/** A JSON object or a form's fields (some parsers make them without a prototype); not a file, a Buffer or a Date. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
