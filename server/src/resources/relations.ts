import { getTableColumns, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import type { Row } from '../db/raw.ts';
import type { ResourceDefinition } from './kit/define.ts';
import { getResource } from './registry.ts';
import { inTeam, selection } from './kit/scope.ts';

type Executor = Database | Transaction;

/** `with=…`: adds each named relation to every row, one query per relation. */
export async function attachRelations(
  db: Executor,
  session: Session,
  definition: ResourceDefinition,
  rows: Row[],
  names: string[],
): Promise<void> {
  for (const name of names) {
    const relation = definition.relations![name]!;
    if (relation.kind === 'one') {
      const ids = rows.map((row) => row[relation.foreignKey]);
      const byId = new Map((await rowsWhere(db, session, relation.resource, 'id', ids)).map((row) => [row.id, row]));
      for (const row of rows) row[name] = byId.get(row[relation.foreignKey] as number) ?? null;
    } else if (relation.kind === 'many') {
      const related = await rowsWhere(
        db,
        session,
        relation.resource,
        relation.foreignKey,
        rows.map((row) => row.id),
      );
      for (const row of rows) row[name] = related.filter((child) => child[relation.foreignKey] === row.id);
    } else {
      const links = await rowsWhere(
        db,
        session,
        relation.via,
        relation.from,
        rows.map((row) => row.id),
      );
      const targets = await rowsWhere(
        db,
        session,
        relation.resource,
        'id',
        links.map((link) => link[relation.to]),
      );
      const byId = new Map(targets.map((row) => [row.id, row]));
      for (const row of rows) {
        row[name] = links
          .filter((link) => link[relation.from] === row.id)
          .map((link) => byId.get(link[relation.to] as number))
          .filter(Boolean);
      }
    }
  }
}

async function rowsWhere(
  db: Executor,
  session: Session,
  resource: string,
  column: string,
  values: unknown[],
): Promise<Row[]> {
  const ids = [...new Set(values.filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return [];
  const target = getResource(resource);
  const targetColumn = getTableColumns(target.table)[column]!;
  return (await db
    .select(selection(target))
    .from(target.table)
    .where(inTeam(target, session, inArray(targetColumn, ids)))
    .orderBy(target.table.id)) as Row[];
}
