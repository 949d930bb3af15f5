// Bearer tokens: compact JWTs signed with HMAC-SHA256 (HS256). The token only identifies an
// auth_sessions row (jti); whether it still works is decided by that row, so logout and
// deactivation take effect at once.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Session id (auth_sessions.jti). */
  jti: string;
  iat: number;
  exp: number;
}

// Fixed header: verification compares it byte for byte, so tokens claiming another algorithm
// (`none`, RS256 with the secret as a public key…) are rejected without being interpreted.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest();

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${signature(`${HEADER}.${payload}`, secret).toString('base64url')}`;
}

/** The claims of a well-formed, correctly signed and unexpired token; otherwise null. */
export function verifyToken(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): TokenClaims | null {
  const [header, payload, givenSignature, ...rest] = token.split('.');
  if (header !== HEADER || !payload || !givenSignature || rest.length > 0) return null;
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(givenSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
    const valid =
      typeof claims.sub === 'string' &&
      typeof claims.jti === 'string' &&
      typeof claims.iat === 'number' &&
      typeof claims.exp === 'number' &&
      claims.exp > nowSeconds;
    return valid ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}
