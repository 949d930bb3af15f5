// Server configuration, read from the environment once at start. Every problem is collected and
// reported together, so a misconfigured deployment is fixed in one pass instead of one error at a time.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES, isIsoDate } from '@ofertat/shared-api/validation';
import { repoRoot } from './folders.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /**
   * Whom to believe about the client address (X-Forwarded-For): false when clients connect directly,
   * true or addresses/CIDRs ('loopback', '10.0.0.0/8') behind a reverse proxy such as nginx. The login
   * brute-force limit counts per client address, so behind a proxy this must be set.
   */
  trustProxy: boolean | string;
  /** Absolute folder for persistent files: `pglite/` (embedded database), `uploads/`, `jwt-secret`. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of the embedded PGlite database. */
  databaseUrl: string | undefined;
  /**
   * NODE_ENV=production: the start refuses the published credentials (the default super-admin password, demo
   * data, accounts still on a published password) instead of offering them as `npm start`'s demo does.
   */
  production: boolean;
  superAdmin: {
    email: string;
    password: string;
    /** SUPERADMIN_PASSWORD was set: then the password is never printed. */
    passwordFromEnvironment: boolean;
  };
  demoData: boolean;
  /** TODAY=YYYY-MM-DD: the server's one clock stands still on that day (tests and demos); refused in production. */
  today: string | undefined;
  jwtSecret: string;
  /** Folder holding the built shell and remotes; served at `/`. */
  webRoot: string;
  /**
   * The site's public address (`https://ofertat.al`, an origin without a path): canonical URLs, link previews,
   * robots.txt and the sitemap name it. Never taken from a request's Host header, which any client can set.
   */
  publicOrigin: string;
  uploads: { dir: string; imageMaxBytes: number; pdfMaxBytes: number };
  logLevel: LogLevel;
  /** Public values handed to the browser apps as `/runtime-config.json`. */
  publicSettings: {
    adminContactPhone: string;
    contactEmail: string;
    mapTileUrl: string;
    appStoreUrl: string;
    playStoreUrl: string;
    socialLinks: { facebook: string; instagram: string; tiktok: string };
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Demo credentials, documented in README; change them with SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD. */
export const DEFAULT_SUPERADMIN_EMAIL = 'superadmin@ofertat.al';
export const DEFAULT_SUPERADMIN_PASSWORD = 'Ofertat2025!';

const MB = 1024 * 1024;
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MIN_JWT_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = parseFlag(raw);
    if (value === undefined) problems.push(`${name} must be 0 or 1 (got "${raw}")`);
    return value ?? fallback;
  };

  const url = (name: string, fallback: string, protocols: string[]): string => {
    const raw = read(name) ?? fallback;
    if (!isUrl(raw, protocols)) problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
    return raw;
  };

  const port = integer('PORT', 3000, 1, 65535);
  const host = read('HOST') ?? '0.0.0.0';
  const trustProxyRaw = read('TRUST_PROXY');
  const trustProxy = trustProxyRaw === undefined ? false : (parseFlag(trustProxyRaw) ?? trustProxyRaw);
  const dataDir = path.resolve(read('DATA_DIR') ?? 'data');

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const superAdminEmail = read('SUPERADMIN_EMAIL') ?? DEFAULT_SUPERADMIN_EMAIL;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(superAdminEmail)) {
    problems.push(`SUPERADMIN_EMAIL must be an email address (got "${superAdminEmail}")`);
  }
  const production = read('NODE_ENV') === 'production';
  const superAdminPasswordFromEnv = read('SUPERADMIN_PASSWORD');
  const superAdminPassword = superAdminPasswordFromEnv ?? DEFAULT_SUPERADMIN_PASSWORD;
  // The rules of new passwords apply when the super admin is created from it (seed/super-admin.ts); this floor is
  // what earlier versions asked, kept so that an installation made with a shorter password still restarts.
  if (superAdminPassword.length < 8) problems.push('SUPERADMIN_PASSWORD must have at least 8 characters');
  // Demo data is on for `npm start` on a fresh machine, off by default in production, where it is refused.
  const demoData = flag('DEMO_DATA', !production);
  if (production && superAdminPassword === DEFAULT_SUPERADMIN_PASSWORD) {
    problems.push(
      `NODE_ENV=production: set SUPERADMIN_PASSWORD; ${superAdminPasswordFromEnv === undefined ? 'without it' : 'as it is'} the super admin gets the password published in the README`,
    );
  }
  if (production && demoData) {
    problems.push('NODE_ENV=production: DEMO_DATA=1 is refused: the demo market admins log in with a password published in the README');
  }

  const today = read('TODAY');
  if (today !== undefined && !isIsoDate(today)) problems.push(`TODAY must be a calendar day written YYYY-MM-DD (got "${today}")`);
  if (today !== undefined && production) problems.push('NODE_ENV=production: TODAY is refused: it fixes the date for tests and demos');

  const jwtSecretFromEnv = read('JWT_SECRET');
  if (jwtSecretFromEnv !== undefined && jwtSecretFromEnv.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must have at least ${MIN_JWT_SECRET_LENGTH} characters`);
  }

  // Production names its address; elsewhere it is where `npm start` listens.
  const publicOriginRaw = read('PUBLIC_ORIGIN');
  const publicOrigin = publicOriginRaw === undefined ? `http://localhost:${port}` : originOf(publicOriginRaw);
  if (publicOriginRaw === undefined && production) {
    problems.push('NODE_ENV=production: set PUBLIC_ORIGIN, the address visitors use (e.g. https://ofertat.al): canonical URLs, link previews and the sitemap name it');
  }
  if (publicOrigin === undefined) {
    problems.push(`PUBLIC_ORIGIN must be an http or https origin without a path, e.g. https://ofertat.al (got "${publicOriginRaw}")`);
  }

  const logLevel = (read('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const config: Omit<Config, 'jwtSecret'> = {
    port,
    host,
    trustProxy,
    dataDir,
    databaseUrl,
    production,
    superAdmin: { email: superAdminEmail, password: superAdminPassword, passwordFromEnvironment: superAdminPasswordFromEnv !== undefined },
    demoData,
    today,
    webRoot: path.resolve(read('WEB_ROOT') ?? path.join(repoRoot, 'dist', 'web')),
    publicOrigin: publicOrigin ?? '',
    uploads: {
      dir: path.join(dataDir, 'uploads'),
      imageMaxBytes: integer('IMAGE_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES.image, 1024, 100 * MB),
      pdfMaxBytes: integer('PDF_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES.pdf, 1024, 500 * MB),
    },
    logLevel,
    publicSettings: {
      adminContactPhone: read('ADMIN_CONTACT_PHONE') ?? '+355 69 000 0000',
      contactEmail: 'info@ofertat.al',
      mapTileUrl: url('MAP_TILE_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', ['https:', 'http:']),
      appStoreUrl: url('APP_STORE_URL', 'https://apps.apple.com/al/app/ofertat', ['https:']),
      playStoreUrl: url('PLAY_STORE_URL', 'https://play.google.com/store/apps/details?id=al.ofertat', ['https:']),
      socialLinks: {
        facebook: 'https://www.facebook.com/ofertat.al',
        instagram: 'https://www.instagram.com/ofertat.al',
        tiktok: 'https://www.tiktok.com/@ofertat.al',
      },
    },
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return { ...config, jwtSecret: jwtSecretFromEnv ?? readOrCreateJwtSecret(dataDir) };
}

/**
 * Without JWT_SECRET a random secret is generated on first start and kept in DATA_DIR, so tokens
 * survive restarts without anyone having to invent a secret for a demo installation.
 */
function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  const stored = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (stored.length >= MIN_JWT_SECRET_LENGTH) return stored;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' for a new file: when several instances share DATA_DIR and start together, the first writer
    // wins and the others read its secret, so a token signed by one instance is valid on all.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: stored ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}

function parseFlag(raw: string): boolean | undefined {
  const value = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  return undefined;
}

/** `https://ofertat.al` of `https://Ofertat.al/`; undefined for anything with a path, query, fragment or credentials. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    return bare && ['http:', 'https:'].includes(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
