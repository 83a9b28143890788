import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Session } from '../http/session.ts';
import type { ResourceDefinition } from './define.ts';

/** The columns of an answer: every column but team_id, plus the computed fields. */
export function selection(definition: ResourceDefinition) {
  const { team_id: _teamId, ...columns } = getTableColumns(definition.table);
  const computed = Object.fromEntries(Object.entries(definition.computed ?? {}).map(([name, field]) => [name, field.sql]));
  return { ...columns, ...computed };
}

/** The one place a query is limited to the caller's team. */
export function inTeam(definition: ResourceDefinition, session: Session, ...conditions: (SQL | undefined)[]) {
  return and(eq(definition.table.team_id, session.teamId), ...conditions);
}
