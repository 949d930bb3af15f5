import { formatDiscount } from './discount';

describe('formatDiscount', () => {
  it.each([
    [33.5, '-34%'],
    [12.4, '-12%'],
    [12.5, '-13%'],
    [50, '-50%'],
    ['19.6', '-20%'],
  ])('rounds %p to %p', (value, badge) => {
    expect(formatDiscount(value)).toBe(badge);
  });

  it.each([null, undefined, '', 'abc', 0, 0.4, -5])('shows no badge for %p', (value) => {
    expect(formatDiscount(value)).toBeNull();
  });
});
