import { ValidationError } from 'yup';
import { ConflictError, MissingReferenceError, NotFoundError, OtherMarketError } from '../../src/lib/domain-errors.js';
import { errorMessages, notFound } from '../../src/lib/http-errors.js';
import { toErrorResponse } from '../../src/plugins/error-handler.js';

describe('toErrorResponse', () => {
  it('keeps the status and message of intentional errors', () => {
    expect(toErrorResponse(notFound('Oferta nuk u gjet.'))).toEqual({ statusCode: 404, body: { message: 'Oferta nuk u gjet.' } });
  });

  it('answers a yup ValidationError with 400, the first message and per-field messages', () => {
    const error = new ValidationError([
      new ValidationError('Emri kërkohet.', undefined, 'name'),
      new ValidationError('Data kërkohet.', undefined, 'startDate'),
    ]);
    expect(toErrorResponse(error)).toEqual({
      statusCode: 400,
      body: { message: 'Emri kërkohet.', errors: { name: 'Emri kërkohet.', startDate: 'Data kërkohet.' } },
    });
  });

  it('never exposes the details of an unexpected error', () => {
    const error = new Error('relation "users" does not exist: select * from users');
    expect(toErrorResponse(error)).toEqual({ statusCode: 500, body: { message: errorMessages.internal } });
  });

  it('maps database errors caused by the data, also when wrapped by Drizzle', () => {
    const uniqueViolation = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const wrapped = new Error('Failed query: insert into …', { cause: uniqueViolation });
    expect(toErrorResponse(wrapped)).toEqual({ statusCode: 409, body: { message: errorMessages.conflict } });
  });

  it('answers fastify client errors with their status and a readable message', () => {
    const tooLarge = Object.assign(new Error('request file too large'), { statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' });
    expect(toErrorResponse(tooLarge)).toEqual({ statusCode: 413, body: { message: errorMessages.payloadTooLarge } });
    const badJson = Object.assign(new Error('Unexpected end of JSON input'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    expect(toErrorResponse(badJson)).toEqual({ statusCode: 400, body: { message: errorMessages.malformedJson } });
  });

  it('maps each kind of domain error to its status once, with its message and field', () => {
    expect(toErrorResponse(new NotFoundError('Oferta nuk u gjet.'))).toEqual({ statusCode: 404, body: { message: 'Oferta nuk u gjet.' } });
    expect(toErrorResponse(new ConflictError('Ekziston.', 'email'))).toEqual({
      statusCode: 409,
      body: { message: 'Ekziston.', errors: { email: 'Ekziston.' } },
    });
    expect(toErrorResponse(new MissingReferenceError('Marketi nuk u gjet.')).statusCode).toBe(400);
    expect(toErrorResponse(new OtherMarketError('Jo i këtij marketi.')).statusCode).toBe(403);
  });

  it('answers a NUL that reached the database with 400, not 500', () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(toErrorResponse(nul)).toEqual({ statusCode: 400, body: { message: errorMessages.nulCharacter } });
  });
});
