import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
  ])('reads %p as %p', (value, id) => {
    expect(parseRouteId(value)).toBe(id);
  });

  it.each([undefined, '', '  ', '0', '-3', '1.5', 'abc', '12abc', '99999999999999999999'])('rejects %p', (value) => {
    expect(parseRouteId(value)).toBeNull();
  });
});
