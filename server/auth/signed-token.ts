import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JSON Web Tokens for the store single sign-on: a store that shares the secret
 * can check one with any JWT library; the portal also lists each by its jti to revoke it.
 */
export type StoreClaims = {
  typ: 'sso' | 'store' | 'sso_logout';
  /** The member id. */
  sub: number;
  jti: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
};

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const mac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

export function signToken(secret: string, claims: StoreClaims): string {
  const body = `${header}.${b64(JSON.stringify(claims))}`;
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

const typs = new Set(['sso', 'store', 'sso_logout']);

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyToken(secret: string, token: string, nowMs = Date.now()): StoreClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== header) return null;
  const expected = mac(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const c = claims as Partial<StoreClaims>;
  if (
    typeof c.sub !== 'number' ||
    typeof c.jti !== 'string' ||
    typeof c.exp !== 'number' ||
    typeof c.iat !== 'number' ||
    !typs.has(c.typ as string)
  )
    return null;
  if (c.exp * 1000 <= nowMs) return null;
  return c as StoreClaims;
}
