import { formatQuantity, parseProductQuantity, parseQuantityLabel } from './parse-quantity.js';

describe('parseQuantityLabel: labels as Albanian shelves write them', () => {
  it.each([
    ['1 kg', 1, 'kg'],
    ['500g', 0.5, 'kg'],
    ['500 G', 0.5, 'kg'],
    ['500 gr', 0.5, 'kg'],
    ['250 gram', 0.25, 'kg'],
    ['400 grame', 0.4, 'kg'],
    ['2 kile', 2, 'kg'],
    ['1 kilogram', 1, 'kg'],
    ['1,5 L', 1.5, 'l'],
    ['1.5 L', 1.5, 'l'],
    ['0,33l', 0.33, 'l'],
    ['750 ml', 0.75, 'l'],
    ['33 cl', 0.33, 'l'],
    ['5 dl', 0.5, 'l'],
    ['2 lt', 2, 'l'],
    ['1 litër', 1, 'l'],
    ['2 Litra', 2, 'l'],
    ['10 copë', 10, 'copë'],
    ['10 cope', 10, 'copë'],
    ['3 copa', 3, 'copë'],
    ['6 cp', 6, 'copë'],
    ['4 pcs', 4, 'copë'],
    ['12 kokrra', 12, 'copë'],
    ['1 kokërr', 1, 'copë'],
  ])('%s → %d %s', (label, amount, unit) => {
    expect(parseQuantityLabel(label)).toEqual({ amount, unit });
  });

  it.each([
    ['6x1.5L', 9, 'l'],
    ['6 x 1,5 L', 9, 'l'],
    ['2 × 500 g', 1, 'kg'],
    ['4x4x375 ml', 6, 'l'],
    ['1.5L x 6', 9, 'l'],
    ['1.5Lx6', 9, 'l'],
    ['24 x 0,33 L', 7.92, 'l'],
    ['2*250g', 0.5, 'kg'],
    ['3 x 10 copë', 30, 'copë'],
  ])('multipacks multiply every count: %s → %d %s', (label, amount, unit) => {
    expect(parseQuantityLabel(label)).toEqual({ amount, unit });
  });

  it.each([
    ['kg', 'kg'],
    ['KG', 'kg'],
    ['L', 'l'],
    ['copë', 'copë'],
  ])('a bare unit is one of it: %s', (label, unit) => {
    expect(parseQuantityLabel(label)).toEqual({ amount: 1, unit });
  });

  it.each(['', '   ', 'pako', 'tufë', 'paketë', '1 pako', 'x', '6 x', 'x 6 L', '1 kg 500 g', '0 g', 'kg kg', '1-2 kg', '½ kg', 'XL', '10'])(
    'cannot read %p: no unit price rather than a wrong one',
    (label) => {
      expect(parseQuantityLabel(label)).toBeNull();
    },
  );
});

describe('parseProductQuantity', () => {
  it('takes the unit label first', () => {
    expect(parseProductQuantity('2 L', 'Qumësht 1L')).toEqual({ amount: 2, unit: 'l' });
  });

  it.each([
    ['Qumësht i freskët 1L', 1, 'l'],
    ['Ujë Tepelena 6x1.5L', 9, 'l'],
    ['Coca-Cola 1,5 L', 1.5, 'l'],
    ['Birrë Korça 24 x 0,33 L', 7.92, 'l'],
    ['Bukë 7 drithëra 500g', 0.5, 'kg'],
    ['Vezë fshati 10 copë', 10, 'copë'],
    ['Detergjent 3 në 1 2 kg', 2, 'kg'],
  ])('falls back to a quantity at the end of the name: %s', (name, amount, unit) => {
    expect(parseProductQuantity('pako', name)).toEqual({ amount, unit });
  });

  it.each(['Djathë i bardhë', 'Mish viçi kg', 'Vezë 10', 'Sapun Dove'])('a name without a number-led quantity gives null: %s', (name) => {
    expect(parseProductQuantity('', name)).toBeNull();
  });
});

describe('formatQuantity', () => {
  it('shows what was read as the form does', () => {
    expect(formatQuantity({ amount: 9, unit: 'l' })).toBe('9 l');
    expect(formatQuantity({ amount: 0.375, unit: 'kg' })).toBe('0.375 kg');
  });
});
