import { formatCoordinate, parseCoordinate, pickerCenter, typedPoint } from './coordinates';

describe('store-location coordinates', () => {
  it('formats a picked point to six decimals without trailing zeros', () => {
    expect(formatCoordinate(41.327546123456)).toBe('41.327546');
    expect(formatCoordinate(19.8)).toBe('19.8');
  });

  it('parses typed coordinates within their bounds', () => {
    expect(parseCoordinate('41.3275', 90)).toBe(41.3275);
    expect(parseCoordinate(41.3275, 90)).toBe(41.3275);
    expect(parseCoordinate('-179.5', 180)).toBe(-179.5);
    expect(parseCoordinate('', 90)).toBeNull();
    expect(parseCoordinate('91', 90)).toBeNull();
    expect(parseCoordinate('abc', 180)).toBeNull();
  });

  it('centres the picker on the typed point, else on Tirana', () => {
    expect(typedPoint('41.1', '')).toBeNull();
    expect(pickerCenter(typedPoint('40.6', '20.7'))).toEqual({ latitude: 40.6, longitude: 20.7 });
    expect(pickerCenter(null)).toEqual({ latitude: 41.3275, longitude: 19.8187 });
  });
});
