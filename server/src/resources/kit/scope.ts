import { and, eq, getTableColumns, type Placeholder, type SQL } from 'drizzle-orm';
import type { Session } from '../../http/session.ts';
import type { ResourceDefinition } from './define.ts';

/** The columns a row of the contract has (never team_id, nor the bookkeeping columns the database keeps) and the computed fields. */
export function selection(definition: ResourceDefinition) {
  const shape = definition.contract.row.shape as Record<string, unknown>;
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(definition.table)).filter(([name]) => name in shape),
  );
  const computed = Object.fromEntries(
    Object.entries(definition.computed ?? {}).map(([name, field]) => [name, field.sql]),
  );
  return { ...columns, ...computed };
}

/**
 * The one place a query is limited to the caller's team: the session's, or a placeholder that a kept
 * statement is given the session's team for each time it runs.
 */
export function inTeam(
  definition: ResourceDefinition,
  session: Pick<Session, 'teamId'> | { teamId: Placeholder },
  ...conditions: (SQL | undefined)[]
) {
  return and(eq(definition.table.team_id, session.teamId), ...conditions);
}
