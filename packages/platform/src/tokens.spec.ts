import jwt from 'jsonwebtoken';
import { signToken, verifyToken } from './tokens';

const secret = 'a-test-secret-of-enough-length-0123456789';
const user = { kind: 'user', id: 'user-1' } as const;

test('a token Fie signed is read back as its principal', () => {
  expect(verifyToken(signToken(user, secret), secret)).toMatchObject({ kind: 'user', id: 'user-1' });
});

test('a token with the right secret but another issuer, another audience or none is refused', () => {
  const forged = (options: jwt.SignOptions) => jwt.sign({ kind: 'user' }, secret, { subject: 'user-1', algorithm: 'HS256', ...options });
  expect(verifyToken(forged({ issuer: 'someone-else', audience: 'fie-api' }), secret)).toBeUndefined();
  expect(verifyToken(forged({ issuer: 'fie', audience: 'another-service' }), secret)).toBeUndefined();
  expect(verifyToken(forged({}), secret)).toBeUndefined();
});

test('the algorithm is pinned: an unsigned token (alg none) and one signed with HS512 are refused', () => {
  const claims = { kind: 'user', sub: 'user-1', iss: 'fie', aud: 'fie-api' };
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  expect(verifyToken(unsigned, secret)).toBeUndefined();
  expect(verifyToken(jwt.sign(claims, secret, { algorithm: 'HS512' }), secret)).toBeUndefined();
});

test('an expired token and one signed with another secret are refused', () => {
  expect(verifyToken(signToken(user, secret, -10), secret)).toBeUndefined();
  expect(verifyToken(signToken(user, 'another-secret-another-secret-0123'), secret)).toBeUndefined();
});
