import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD, loadConfig } from '../src/config.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ofertat-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      demoData: true,
      trustProxy: false,
      superAdmin: { email: DEFAULT_SUPERADMIN_EMAIL },
      uploads: { dir: path.join(dataDir, 'uploads'), imageMaxBytes: 5 * 1024 * 1024, pdfMaxBytes: 30 * 1024 * 1024 },
      publicSettings: { adminContactPhone: '+355 69 000 0000' },
    });
    expect(config.webRoot).toMatch(/dist[/\\]web$/);
    expect(config.publicOrigin).toBe('http://localhost:3000');
  });

  it('takes PUBLIC_ORIGIN as an origin, and refuses one with a path, a query or another scheme', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://Ofertat.al/' }).publicOrigin).toBe('https://ofertat.al');
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
    for (const origin of ['https://ofertat.al/shop', 'https://ofertat.al?x=1', 'ftp://ofertat.al', 'ofertat.al', 'https://user:pw@ofertat.al']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_ORIGIN: origin })).toThrow(/PUBLIC_ORIGIN must be an http or https origin/);
    }
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('uses JWT_SECRET when given, without writing a file', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('lists every problem at once', () => {
    const env = {
      DATA_DIR: dataDir,
      PORT: 'eighty',
      DEMO_DATA: 'maybe',
      DATABASE_URL: 'mysql://localhost/ofertat',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
      IMAGE_MAX_BYTES: '-1',
    };
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DEMO_DATA', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'IMAGE_MAX_BYTES']) {
      expect(problems).toContain(name);
    }
  });

  it('reads DEMO_DATA=0, TRUST_PROXY and the public settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      TRUST_PROXY: 'loopback',
      ADMIN_CONTACT_PHONE: '+355 68 111 2222',
      MAP_TILE_URL: 'https://tiles.example.al/{z}/{x}/{y}.png',
    });
    expect(config.demoData).toBe(false);
    expect(config.trustProxy).toBe('loopback');
    expect(config.publicSettings).toMatchObject({
      adminContactPhone: '+355 68 111 2222',
      mapTileUrl: 'https://tiles.example.al/{z}/{x}/{y}.png',
    });
  });
});

describe('loadConfig with NODE_ENV=production', () => {
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://ofertat.al', ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('refuses to start with the default super-admin password, given or not, and says why', () => {
    for (const env of [{}, { SUPERADMIN_PASSWORD: DEFAULT_SUPERADMIN_PASSWORD }] as Record<string, string>[]) {
      expect(problemsOf(env)).toEqual([expect.stringMatching(/^NODE_ENV=production: set SUPERADMIN_PASSWORD.*published in the README/)]);
    }
  });

  it('refuses demo data, which is off by default there', () => {
    expect(problemsOf({ SUPERADMIN_PASSWORD: 'Lule-Bore-Mali-2025', DEMO_DATA: '1' })).toEqual([
      expect.stringMatching(/^NODE_ENV=production: DEMO_DATA=1 is refused/),
    ]);
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SUPERADMIN_PASSWORD: 'Lule-Bore-Mali-2025', PUBLIC_ORIGIN: 'https://ofertat.al' });
    expect(config).toMatchObject({ production: true, demoData: false, superAdmin: { passwordFromEnvironment: true }, publicOrigin: 'https://ofertat.al' });
  });

  it('needs PUBLIC_ORIGIN: canonical addresses must never come from a request', () => {
    expect(problemsOf({ SUPERADMIN_PASSWORD: 'Lule-Bore-Mali-2025', PUBLIC_ORIGIN: '' })).toEqual([expect.stringMatching(/^NODE_ENV=production: set PUBLIC_ORIGIN/)]);
  });

  it("leaves `npm start`'s demo as it was without it", () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      production: false,
      demoData: true,
      superAdmin: { password: DEFAULT_SUPERADMIN_PASSWORD, passwordFromEnvironment: false },
    });
  });
});
