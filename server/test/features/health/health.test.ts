import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/health', () => {
  it('answers ok once the database is ready', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // WebAssembly may compile (the barcode scanner's reader), JavaScript from strings may not.
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    // The product also runs over plain http (a LAN address): no forced upgrade.
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends them on refusals too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/openapi.json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/admin/login', '/api/admin/logout', '/api/admin/me']),
    );
  });

  it('serves the interactive docs at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
