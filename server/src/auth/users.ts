import { eq, sql } from 'drizzle-orm';
import type { User } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Emails are matched case-insensitively, on the same expression as the unique index. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user as the API shows it: never the password hash. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    microsoft_oid: row.microsoft_oid,
    has_password: row.password_hash !== null,
    super_admin: row.super_admin,
    created_at: new Date(row.created_at).toISOString(),
  };
}
