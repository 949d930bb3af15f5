// What a repository (or a route) throws when a request cannot be carried out as asked: the domain's words, no
// HTTP. The error handler (src/plugins/error-handler.ts) gives each kind its status once, so a repository never
// picks a status code and a route does not translate by hand. The message is for the user, as with HttpError.
export class DomainError extends Error {
  constructor(
    message: string,
    /** The request field the error is about, returned as `errors[field]`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The row the request is about does not exist (any more). */
export class NotFoundError extends DomainError {}

/** The write would give two rows what must be unique (a name, an email), or another write changed the row meanwhile. */
export class ConflictError extends DomainError {}

/** The request refers to another row (a market, a product, a city) that does not exist. */
export class MissingReferenceError extends DomainError {}

/** The request refers to a row of another market, which the caller's market may not use. */
export class OtherMarketError extends DomainError {}
