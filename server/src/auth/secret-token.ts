import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: refresh tokens and password reset tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database cannot be used to sign in. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
