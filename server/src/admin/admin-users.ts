import { sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminUser, AdminUsersResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { isoText, rowsOf } from '../db/raw.ts';
import { escapeLike } from '../resources/kit/list-query.ts';

type ListQuery = Required<Pick<AdminListQuery, 'limit' | 'offset'>> & { q?: string | undefined };
type UserRow = Omit<AdminUser, 'teams'> & { teams: string };

const userFilter = (q: string | undefined) => {
  if (!q) return sql``;
  const pattern = `%${escapeLike(q)}%`;
  return sql`where u.email ilike ${pattern} or u.name ilike ${pattern}`;
};

/** A user's last sign-in is kept on the user (sessions that ended long ago are deleted). */
const selectUsers = (where: SQL) => sql`
  select u.id, u.email, u.name, u.super_admin,
    u.password_hash is not null as has_password,
    u.microsoft_oid is not null as microsoft_linked,
    case when u.disabled_at is null then null else ${isoText(sql`u.disabled_at`)} end as disabled_at,
    case when u.last_sign_in_at is null then null else ${isoText(sql`u.last_sign_in_at`)} end as last_sign_in_at,
    ${isoText(sql`u.created_at`)} as created_at,
    coalesce((
      select json_agg(json_build_object('id', t.id, 'name', t.name, 'role', m.role) order by m.id)
      from memberships m join teams t on t.id = m.team_id
      where m.user_id = u.id
    ), '[]')::text as teams
  from users u
  ${where}`;

const toAdminUser = (row: UserRow): AdminUser => ({ ...row, teams: JSON.parse(row.teams) as AdminUser['teams'] });

/** Every user, oldest first, with their teams, last sign-in and how they sign in: one page. */
export async function listUsers(db: Database, query: ListQuery): Promise<AdminUsersResponse> {
  const rows = await rowsOf<UserRow>(
    db,
    sql`${selectUsers(userFilter(query.q))} order by u.id limit ${query.limit} offset ${query.offset}`,
  );
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from users u ${userFilter(query.q)}`,
  );
  return { rows: rows.map(toAdminUser), total: count?.total ?? 0 };
}

export async function findAdminUser(db: Database, userId: number): Promise<AdminUser | undefined> {
  const [row] = await rowsOf<UserRow>(db, selectUsers(sql`where u.id = ${userId}`));
  return row && toAdminUser(row);
}
