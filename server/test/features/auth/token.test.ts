import { signToken, verifyToken } from '../../../src/features/auth/token.js';

const secret = 'a-secret-that-is-long-enough-for-hs256-tokens';
const claims = { sub: '7', jti: 'session-1', iat: 1_700_000_000, exp: 1_700_003_600 };
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens', () => {
  it('verify when signed with the same secret and unexpired', () => {
    expect(verifyToken(signToken(claims, secret), secret, claims.iat + 10)).toEqual(claims);
  });

  it('are rejected when expired, signed with another secret or altered', () => {
    const token = signToken(claims, secret);
    expect(verifyToken(token, secret, claims.exp)).toBeNull();
    expect(verifyToken(token, 'another-secret-another-secret-another', claims.iat)).toBeNull();
    const [header, , signature] = token.split('.');
    expect(verifyToken(`${header}.${base64url({ ...claims, sub: '1' })}.${signature}`, secret, claims.iat)).toBeNull();
    expect(verifyToken('not-a-token', secret, claims.iat)).toBeNull();
  });

  it('are rejected when they claim another algorithm', () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect(verifyToken(unsigned, secret, claims.iat)).toBeNull();
  });
});
