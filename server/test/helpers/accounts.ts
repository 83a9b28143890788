import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createUser as insertUser } from '../../src/auth/create-user.ts';
import { hashPassword } from '../../src/auth/password-hash.ts';
import type { Database } from '../../src/db/client.ts';
import { addMember, createTeam } from '../../src/teams/create-team.ts';

export const TEST_PASSWORD = 'correct horse battery';

export type TestUser = { id: number; email: string; password: string; teamIds: number[] };

/**
 * A user for a test. Each entry of `teams` is either a name (a new team the user owns) or the id of
 * an existing team (joined as a member). Default: one new team named after the email.
 */
export async function createUser(
  db: Database,
  options: { email: string; password?: string; name?: string; teams?: (string | number)[]; superAdmin?: boolean },
): Promise<TestUser> {
  const password = options.password ?? TEST_PASSWORD;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: options.email,
      name: options.name ?? options.email.split('@')[0] ?? 'Test user',
      passwordHash,
      superAdmin: options.superAdmin ?? false,
    });
    const teamIds: number[] = [];
    for (const team of options.teams ?? [`Team of ${options.email}`]) {
      const teamId = typeof team === 'number' ? team : await createTeam(tx, team);
      await addMember(tx, teamId, user.id, typeof team === 'number' ? 'member' : 'owner');
      teamIds.push(teamId);
    }
    return { id: user.id, email: user.email, password, teamIds };
  });
}

let loginCount = 0;

/**
 * Signs in through POST /api/login and returns the `cookie` header for `app.inject`. Each call comes
 * from its own address so that helpers never trip the sign-in rate limit.
 */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string = TEST_PASSWORD,
  remember = false,
): Promise<string> {
  loginCount += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: `10.200.${(loginCount >> 8) & 255}.${loginCount & 255}`,
    payload: { email, password, remember },
  });
  if (response.statusCode !== 200) throw new Error(`loginAs(${email}) failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

/** The cookies a response set, as a `cookie` request header (cleared cookies left out). */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** The value of one cookie in a `cookie` request header (as loginAs returns it). */
export function cookieValue(cookie: string, name: string): string {
  const value = new RegExp(`(?:^|; )${name}=([^;]+)`).exec(cookie)?.[1];
  if (value === undefined) throw new Error(`no ${name} cookie in ${cookie}`);
  return value;
}

/** The header the web client sends on every call (see CLIENT_HEADER in the contract). */
export const FROM_THE_APP = { 'x-requested-with': 'flipstack' };

/** One cookie a response set, with its attributes. */
export function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}
