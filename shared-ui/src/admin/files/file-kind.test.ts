import { isImageFile, isPdfFile } from './file-kind';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('file kinds', () => {
  it('accepts images by type and extension', () => {
    expect(isImageFile(file('logo.PNG', 'image/png'))).toBe(true);
    expect(isImageFile(file('foto.jpeg', ''))).toBe(true);
    expect(isImageFile(file('fletepalosje.pdf', 'application/pdf'))).toBe(false);
    expect(isImageFile(file('logo.png', 'application/pdf'))).toBe(false);
    expect(isImageFile(file('vektor.svg', 'image/svg+xml'))).toBe(false);
  });

  it('accepts PDFs by type and extension', () => {
    expect(isPdfFile(file('java.pdf', 'application/pdf'))).toBe(true);
    expect(isPdfFile(file('java.PDF', ''))).toBe(true);
    expect(isPdfFile(file('java.png', 'application/pdf'))).toBe(false);
    expect(isPdfFile(file('java.pdf', 'image/png'))).toBe(false);
  });
});
