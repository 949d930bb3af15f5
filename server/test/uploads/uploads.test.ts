import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import {
  discardOnFailure,
  discardUploads,
  readMultipartForm,
  saveImage,
  savePdf,
  thumbnailUrlOf,
  uploadMessages,
} from '../../src/uploads/index.js';
import { TEST_JWT_SECRET } from '../helpers/build-test-app.js';
import { asFile, HTML_TEXT, multipart, PDF_BYTES, SVG_TEXT, testImage, testPdf } from '../helpers/uploads.js';

const IMAGE_MAX_BYTES = 100_000;
const PDF_MAX_BYTES = 200_000;

let app: FastifyInstance;
let config: Config;
let dataDir: string;

// The real app (its multipart limits, error handler and /uploads serving) plus one test route that reads
// a form with an image field and a PDF field and stores what it got. The database is not used.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ofertat-uploads-'));
  config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_ROOT: path.join(dataDir, 'no-web-build'),
    IMAGE_MAX_BYTES: String(IMAGE_MAX_BYTES),
    PDF_MAX_BYTES: String(PDF_MAX_BYTES),
  });
  app = await buildApp({ config, database: await openDatabase({}) });
  app.post('/test/form', { schema: { hide: true } }, async (request) => {
    const form = await readMultipartForm(request, { files: { photo: 'image', flyer: 'pdf' } });
    const photo = form.files.photo && (await saveImage(app, form.files.photo));
    const flyer = form.files.flyer && (await savePdf(app, form.files.flyer));
    return { fields: form.fields, photo: photo ?? null, flyer: flyer ?? null, photoFormat: form.files.photo?.format ?? null };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (payload: FormData | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/test/form', payload, headers });

const storedFiles = () => readdir(config.uploads.dir);

async function expectNothingStored(run: () => Promise<void>) {
  const before = await storedFiles();
  await run();
  expect(await storedFiles()).toEqual(before);
}

describe('readMultipartForm + saveImage', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('accepts a %s image and stores a WebP and a thumbnail', async (format) => {
    const response = await post(multipart({ name: 'Logo', photo: await testImage(format, { width: 2000, height: 1000 }) }));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ fields: Record<string, string>; photo: { url: string; thumbnailUrl: string }; photoFormat: string }>();
    expect(body.fields).toEqual({ name: 'Logo' });
    expect(body.photoFormat).toBe(format);
    expect(body.photo.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(body.photo.thumbnailUrl).toBe(body.photo.url.replace('.webp', '-thumb.webp'));
    expect(thumbnailUrlOf(body.photo.url)).toBe(body.photo.thumbnailUrl);

    const image = await readFile(path.join(config.uploads.dir, path.basename(body.photo.url)));
    expect(image.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumbnail = await sharp(path.join(config.uploads.dir, path.basename(body.photo.thumbnailUrl))).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 320, height: 160 });
  });

  it('rotates by EXIF orientation and strips the metadata', async () => {
    const photo = await testImage('jpeg', { width: 80, height: 40, orientation: 6, exif: { Copyright: 'GPS and camera secrets' } });
    expect((await sharp(photo.data).metadata()).exif).toBeDefined();

    const response = await post(multipart({ photo }));
    const stored = await readFile(path.join(config.uploads.dir, path.basename(response.json<{ photo: { url: string } }>().photo.url)));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ width: 40, height: 80 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('GPS and camera secrets')).toBe(false);
  });

  it('does not enlarge small images', async () => {
    const response = await post(multipart({ photo: await testImage('png', { width: 100, height: 50 }) }));
    const { url } = response.json<{ photo: { url: string } }>().photo;
    expect(await sharp(path.join(config.uploads.dir, path.basename(url))).metadata()).toMatchObject({ width: 100, height: 50 });
  });

  it('serves a stored image as image/webp with nosniff and a long cache', async () => {
    const response = await post(multipart({ photo: await testImage('png') }));
    const served = await app.inject({ method: 'GET', url: response.json<{ photo: { url: string } }>().photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('decides the type by content: a PDF named .png is refused, a PNG named .pdf is accepted as an image', async () => {
    await expectNothingStored(async () => {
      const response = await post(multipart({ photo: asFile(PDF_BYTES, 'photo.png', 'image/png') }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: uploadMessages.wrongType.image, errors: { photo: uploadMessages.wrongType.image } });
    });
    const png = await testImage('png');
    const accepted = await post(multipart({ photo: asFile(png.data, 'document.pdf', 'application/pdf') }));
    expect(accepted.statusCode).toBe(200);
  });

  it.each([
    ['SVG', asFile(SVG_TEXT, 'logo.svg', 'image/svg+xml')],
    ['HTML', asFile(HTML_TEXT, 'logo.png', 'image/png')],
    ['an SVG disguised as PNG', asFile(SVG_TEXT, 'logo.png', 'image/png')],
    ['text', asFile('just some text', 'notes.jpg', 'image/jpeg')],
  ])('refuses %s as an image', async (_name, file) => {
    await expectNothingStored(async () => {
      const response = await post(multipart({ photo: file }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(uploadMessages.wrongType.image);
    });
  });

  it('refuses a file with an image signature that cannot be decoded', async () => {
    await expectNothingStored(async () => {
      const truncated = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
      const response = await post(multipart({ photo: asFile(truncated, 'photo.png', 'image/png') }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: uploadMessages.unreadableImage });
    });
  });

  it('refuses an image with an absurd pixel count (decompression bomb)', async () => {
    await expectNothingStored(async () => {
      // 10 000 × 10 000 of one colour: a few kilobytes of lossless WebP, 300 MB once decoded.
      const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
        .webp({ lossless: true })
        .toBuffer();
      expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
      const response = await post(multipart({ photo: asFile(bomb, 'bomb.png', 'image/png') }));
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe(uploadMessages.tooManyPixels(50));
    });
  });

  it('answers 413 with the limit for an image over IMAGE_MAX_BYTES, and stores nothing', async () => {
    await expectNothingStored(async () => {
      const oversize = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(IMAGE_MAX_BYTES, 1)]);
      const response = await post(multipart({ name: 'x', photo: asFile(oversize, 'big.jpg', 'image/jpeg'), flyer: testPdf() }));
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe(uploadMessages.tooLarge('image', IMAGE_MAX_BYTES));
      expect(uploadMessages.tooLarge('image', 5 * 1024 * 1024)).toBe('Imazhi është shumë i madh. Madhësia maksimale është 5 MB.');
    });
  });

  it('accepts an image of exactly IMAGE_MAX_BYTES as far as size goes', async () => {
    const exact = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(IMAGE_MAX_BYTES - 3, 1)]);
    const response = await post(multipart({ photo: asFile(exact, 'exact.jpg', 'image/jpeg') }));
    // Not too large, but not a decodable JPEG either.
    expect(response.json()).toEqual({ message: uploadMessages.unreadableImage });
  });
});

describe('readMultipartForm + savePdf', () => {
  it('stores a PDF written anew under a random .pdf name, served as a download that cannot reach this origin', async () => {
    const response = await post(multipart({ flyer: asFile(PDF_BYTES, 'flyer.exe', 'application/octet-stream') }));
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ flyer: { url: string } }>().flyer;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    const stored = await readFile(path.join(config.uploads.dir, path.basename(url)));
    expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);

    const served = await app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Opened directly: downloaded, and sandboxed (an opaque origin, no script) should a browser show it anyway.
    expect(served.headers['content-disposition']).toBe('attachment; filename="volantino.pdf"');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
  });

  it('serves images inline, sandboxed like every upload', async () => {
    const { photo } = (await post(multipart({ photo: await testImage('png') }))).json<{ photo: { url: string } }>();
    const served = await app.inject({ method: 'GET', url: photo.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
  });

  it('refuses an image or HTML in a PDF field, and a PDF signature that is not at the start', async () => {
    for (const file of [await testImage('png'), asFile(HTML_TEXT, 'flyer.pdf', 'application/pdf'), asFile(`<html>\n${PDF_BYTES.toString()}`, 'f.pdf', 'application/pdf')]) {
      await expectNothingStored(async () => {
        const response = await post(multipart({ flyer: file }));
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(uploadMessages.wrongType.pdf);
      });
    }
  });

  it('answers 413 for a PDF over PDF_MAX_BYTES', async () => {
    const oversize = Buffer.concat([PDF_BYTES, Buffer.alloc(PDF_MAX_BYTES, 32)]);
    const response = await post(multipart({ flyer: asFile(oversize, 'big.pdf', 'application/pdf') }));
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(uploadMessages.tooLarge('pdf', PDF_MAX_BYTES));
  });
});

describe('readMultipartForm: the form itself', () => {
  it('answers 415 JSON for a request that is not multipart', async () => {
    const json = await app.inject({ method: 'POST', url: '/test/form', payload: { name: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: uploadMessages.notMultipart });
    const empty = await app.inject({ method: 'POST', url: '/test/form' });
    expect(empty.statusCode).toBe(415);
  });

  it('refuses a file in an undeclared field', async () => {
    await expectNothingStored(async () => {
      const response = await post(multipart({ photo: await testImage('png'), avatar: await testImage('png') }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: uploadMessages.unexpectedFile('avatar') });
    });
  });

  it('refuses two files in one field', async () => {
    const form = multipart({ photo: await testImage('png') });
    const second = await testImage('jpeg');
    form.append('photo', new Blob([second.data]), second.filename);
    await expectNothingStored(async () => {
      const response = await post(form);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: uploadMessages.duplicateFile('photo') });
    });
  });

  it('refuses a text field sent twice, before reading any file after it', async () => {
    const form = multipart({ name: 'Market A' });
    form.append('name', 'Market B');
    const photo = await testImage('png');
    form.append('photo', new Blob([photo.data]), photo.filename);
    await expectNothingStored(async () => {
      const response = await post(form);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: uploadMessages.duplicateField('name'), errors: { name: uploadMessages.duplicateField('name') } });
    });
  });

  it('treats an empty file part as absent and ignores text sent in a file field', async () => {
    const form = multipart({ name: 'Only text', photo: 'not a file' });
    form.append('flyer', new Blob([]), '');
    const response = await post(form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fields: { name: 'Only text' }, photo: null, flyer: null, photoFormat: null });
  });

  it('answers 400, not 500, for a malformed multipart body', async () => {
    const response = await post('--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue-without-end', {
      'content-type': 'multipart/form-data; boundary=abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: uploadMessages.malformed });
  });

  it('answers 413 when the form has more files than the server accepts', async () => {
    const form = new FormData();
    for (let index = 0; index < 6; index++) form.append('photo', new Blob(['x']), `f${index}.png`);
    const response = await post(form);
    expect(response.statusCode).toBe(413);
  });
});

describe('discardUploads', () => {
  it('removes an image with its thumbnail, and only files this module wrote', async () => {
    const saved = await saveImage(app, { buffer: (await testImage('png')).data });
    const pdf = await savePdf({ uploadsDir: config.uploads.dir }, { buffer: PDF_BYTES });
    const names = [saved.url, saved.thumbnailUrl, pdf.url].map((url) => path.basename(url));
    expect(await storedFiles()).toEqual(expect.arrayContaining(names));

    await discardUploads(app, [saved.url, pdf.url, null, undefined, '/uploads/../jwt-secret', '/etc/passwd', '/uploads/missing.webp']);
    const remaining = await storedFiles();
    for (const name of names) expect(remaining).not.toContain(name);
    expect(await readdir(dataDir)).toContain('uploads');
  });

  it('discardOnFailure removes the new files when the write fails, and keeps them when it succeeds', async () => {
    const failed = await saveImage(app, { buffer: (await testImage('png')).data });
    await expect(discardOnFailure(app, [failed.url], () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await storedFiles()).not.toContain(path.basename(failed.url));
    expect(await storedFiles()).not.toContain(path.basename(failed.thumbnailUrl));

    const kept = await saveImage(app, { buffer: (await testImage('png')).data });
    await expect(discardOnFailure(app, [kept.url], async () => 'ok')).resolves.toBe('ok');
    expect(await storedFiles()).toContain(path.basename(kept.url));
  });

  it('saveImage refuses SVG even when called directly (seeds, other code)', async () => {
    await expect(saveImage(app, { buffer: Buffer.from(SVG_TEXT) })).rejects.toMatchObject({ statusCode: 400 });
  });
});
