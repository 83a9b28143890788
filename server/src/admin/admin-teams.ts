import { sql } from 'drizzle-orm';
import type { AdminListQuery, AdminTeam, AdminTeamsResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { isoText, rowsOf } from '../db/raw.ts';
import { escapeLike } from '../resources/kit/list-query.ts';

type ListQuery = Required<Pick<AdminListQuery, 'limit' | 'offset'>> & { q?: string | undefined };

const teamFilter = (q: string | undefined) => (q ? sql`where t.name ilike ${`%${escapeLike(q)}%`}` : sql``);

/** Every team, oldest first, with its members and how many items and sales it holds: one page, counted in SQL. */
export async function listTeams(db: Database, query: ListQuery): Promise<AdminTeamsResponse> {
  const rows = await rowsOf<Omit<AdminTeam, 'members'> & { members: string }>(
    db,
    sql`
      select t.id, t.name, ${isoText(sql`t.created_at`)} as created_at,
        (select count(*)::int from inventory_items i where i.team_id = t.id) as item_count,
        (select count(*)::int from sales s where s.team_id = t.id) as sale_count,
        coalesce((
          select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'role', m.role) order by m.id)
          from memberships m join users u on u.id = m.user_id
          where m.team_id = t.id
        ), '[]')::text as members
      from teams t
      ${teamFilter(query.q)}
      order by t.id
      limit ${query.limit} offset ${query.offset}`,
  );
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from teams t ${teamFilter(query.q)}`,
  );
  return {
    rows: rows.map((row) => ({ ...row, members: JSON.parse(row.members) as AdminTeam['members'] })),
    total: count?.total ?? 0,
  };
}
