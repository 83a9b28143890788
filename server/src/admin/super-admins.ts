import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** Whether the user holds the super-admin role now. */
export async function isSuperAdmin(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ superAdmin: users.super_admin }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.superAdmin === true;
}

/** Grants or removes the super-admin role by email; false when no user has that email. */
export async function setSuperAdminByEmail(db: Database, email: string, isSuperAdmin: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ super_admin: isSuperAdmin })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** SUPER_ADMIN_EMAILS at start: those users become super admins; the emails no user has yet are returned. */
export async function grantSuperAdmins(db: Database, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const granted = await db
    .update(users)
    .set({ super_admin: true })
    .where(inArray(sql`lower(${users.email})`, emails))
    .returning({ email: users.email });
  const found = new Set(granted.map((row) => row.email.toLowerCase()));
  return emails.filter((email) => !found.has(email));
}
