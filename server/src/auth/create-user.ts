import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { UserRow } from './users.ts';

/** Hash the password (hashPassword) before a transaction starts: scrypt takes a while. */
export type NewUser = { email: string; name: string; passwordHash: string | null; superAdmin?: boolean };

/** Inserts a user; the email is kept lower-cased. */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name,
      password_hash: input.passwordHash,
      super_admin: input.superAdmin ?? false,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}
