import { defaultRuntimeConfig, setRuntimeConfig } from '@ofertat/shared-api';
import { fileTooLargeMessage, imageFileError, isImageFile, isPdfFile, pdfFileError } from './file-kind';

const file = (name: string, type: string, size = 1) => new File(['x'.repeat(size)], name, { type });

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

describe('file sizes', () => {
  const MB = 1024 * 1024;
  // The deployment's limits arrive in the runtime config; small ones keep the test files small.
  beforeEach(() => setRuntimeConfig({ ...defaultRuntimeConfig, uploadLimits: { image: 1.5 * MB, pdf: 3 * MB } }));
  afterEach(() => setRuntimeConfig(defaultRuntimeConfig));

  it('refuses a file over the limit of its kind with the server’s text', () => {
    expect(fileTooLargeMessage(file('foto.png', 'image/png', 1.5 * MB), 'image')).toBeNull();
    expect(fileTooLargeMessage(file('foto.png', 'image/png', 1.5 * MB + 1), 'image')).toBe('Imazhi është shumë i madh. Madhësia maksimale është 1.5 MB.');
    expect(fileTooLargeMessage(file('java.pdf', 'application/pdf', 3 * MB + 1), 'pdf')).toBe(
      'PDF-ja është shumë e madhe. Madhësia maksimale është 3 MB.',
    );
  });

  it('reports the wrong kind first, then the size', () => {
    expect(imageFileError(file('java.pdf', 'application/pdf', 2 * MB), 'Jo imazh')).toBe('Jo imazh');
    expect(imageFileError(file('foto.png', 'image/png', 2 * MB), 'Jo imazh')).toMatch(/^Imazhi është shumë i madh/);
    expect(imageFileError(file('foto.png', 'image/png'), 'Jo imazh')).toBeNull();
    expect(pdfFileError(file('foto.png', 'image/png'), 'Jo PDF')).toBe('Jo PDF');
    expect(pdfFileError(file('java.pdf', 'application/pdf'), 'Jo PDF')).toBeNull();
  });
});
