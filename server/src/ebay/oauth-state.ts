import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Session } from '../http/session.ts';

const AUDIENCE = 'flipstack-ebay-state';
/** Long enough to sign in to eBay and grant consent; a state is useless after it. */
export const STATE_TTL_SECONDS = 15 * 60;

/** The OAuth `state`: who asked to connect (user and team), signed and expiring, so a callback cannot be forged or replayed later. */
export async function signState(session: Session, secret: string): Promise<string> {
  return new SignJWT({ team_id: session.teamId, nonce: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(session.userId))
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .setAudience(AUDIENCE)
    .sign(new TextEncoder().encode(secret));
}

/** The user and team a state was made for, or null for a forged, expired or malformed one. */
export async function readState(state: string, secret: string): Promise<{ userId: number; teamId: number } | null> {
  try {
    const { payload } = await jwtVerify(state, new TextEncoder().encode(secret), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    const teamId = Number(payload['team_id']);
    return Number.isInteger(userId) && Number.isInteger(teamId) ? { userId, teamId } : null;
  } catch {
    return null;
  }
}
