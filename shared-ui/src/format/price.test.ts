import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [120, '120.00 ALL'],
    [0, '0.00 ALL'],
    [99.5, '99.50 ALL'],
    ['89.9', '89.90 ALL'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it.each([null, undefined, '', '   ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('shows N/A for %p', (value) => {
    expect(formatPrice(value)).toBe('N/A');
  });
});
