import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes, base64url: 43 characters. Anything else is rejected before a lookup.
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');

export const isWellFormedToken = (token: string): boolean => tokenPattern.test(token);

/** Only the digest is stored, so the tokens table is useless to whoever reads it. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
