import { createFlyerPdf, type FlyerPdfItem } from '../../../src/seed/demo/flyer-pdf.js';

const items = (count: number): FlyerPdfItem[] =>
  Array.from({ length: count }, (_, index) => ({ name: `Djathë i bardhë (${index})`, unit: '1 kg', oldPrice: 850, newPrice: 699 }));

const flyer = (count: number) =>
  createFlyerPdf({ marketName: 'Korça Fresh Market', flyerName: 'Oferta e javës – Çaj mali', validity: 'Vlen nga 01/06 deri më 15/06', items: items(count), accent: [200, 40, 60] });

describe('createFlyerPdf', () => {
  it('writes a PDF whose cross-reference table points at every object', () => {
    const pdf = flyer(20);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);

    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
    expect(Number(first)).toBe(0);
    const entries = text.slice(startxref).split('\n').slice(3, 2 + Number(count));
    entries.forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + 20)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
    expect(text).toContain(`/Size ${Number(count)} /Root 1 0 R`);
  });

  it('puts 14 offers on a page and gives each content stream its exact length', () => {
    const text = flyer(20).toString('latin1');
    expect(text).toContain('/Count 2');
    expect(flyer(3).toString('latin1')).toContain('/Count 1');
    expect(flyer(0).toString('latin1')).toContain('/Count 1');
    for (const [, length, stream] of text.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)) {
      expect(Buffer.byteLength(stream!, 'latin1')).toBe(Number(length));
    }
  });

  it('writes Albanian letters in WinAnsiEncoding', () => {
    const text = flyer(1).toString('latin1');
    expect(text).toContain('/Encoding /WinAnsiEncoding');
    // ç = \347, ë = \353, Ç = \307, – = \226 (WinAnsi), and parentheses escaped.
    expect(text).toContain('(Kor\\347a Fresh Market)');
    expect(text).toContain('(Oferta e jav\\353s \\226 \\307aj mali)');
    expect(text).toContain('(Djath\\353 i bardh\\353 \\(0\\))');
  });
});
