import { ApiError, messages } from '@ofertat/shared-api';
import { flyerErrorMessage } from './flyer-error';

describe('flyerErrorMessage', () => {
  it.each([
    [new ApiError({ status: 404, message: 'x', userMessage: 'Nuk u gjet.' }), messages.volantino.notFound],
    [new ApiError({ status: 0, message: 'x', isNetworkError: true }), messages.volantino.networkError],
    [new ApiError({ status: 400, message: 'x', userMessage: 'Mesazhi i serverit.' }), 'Mesazhi i serverit.'],
    [new ApiError({ status: 500, message: 'x' }), messages.volantino.genericFailure],
    [new Error('x'), messages.volantino.genericFailure],
  ])('maps %p', (error, text) => {
    expect(flyerErrorMessage(error)).toBe(text);
  });
});
