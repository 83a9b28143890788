import { SignJWT, jwtVerify } from 'jose';

/** Who is calling: put on every authenticated request by the auth hook; the team comes from here only. */
export type Session = { userId: number; teamId: number; superAdmin: boolean };

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_COOKIE = 'flipstack_access';
export const REFRESH_COOKIE = 'flipstack_refresh';

export async function signAccessToken(session: Session, secret: Uint8Array): Promise<string> {
  return new SignJWT({ team_id: session.teamId, super_admin: session.superAdmin })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(session.userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .setAudience('flipstack')
    .sign(secret);
}

/** Null for a missing, expired, forged or malformed token. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<Session | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: 'flipstack', algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const teamId = Number(payload['team_id']);
    if (!Number.isInteger(userId) || !Number.isInteger(teamId)) return null;
    return { userId, teamId, superAdmin: payload['super_admin'] === true };
  } catch {
    return null;
  }
}
