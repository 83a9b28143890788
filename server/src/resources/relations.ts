import { eq, getTableColumns, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import type { Row } from '../db/raw.ts';
import type { ResourceDefinition } from './kit/define.ts';
import { getResource } from './registry.ts';
import { inTeam, selection } from './kit/scope.ts';

type Executor = Database | Transaction;

/**
 * `with=…`: adds each named relation to every row, one query per relation. With `perRow` (a list page) a
 * relation of many rows carries at most that many for each row, lowest ids first, and a row with more
 * also carries `<relation>_more: true`: fifty products with all their items were 5,000 rows, 130–180 ms
 * on the embedded database for an answer nobody reads whole.
 */
export async function attachRelations(
  db: Executor,
  session: Session,
  definition: ResourceDefinition,
  rows: Row[],
  names: string[],
  perRow?: number,
): Promise<void> {
  const ids = rows.map((row) => row.id);
  for (const name of names) {
    const relation = definition.relations![name]!;
    if (relation.kind === 'one') {
      const foreignIds = rows.map((row) => row[relation.foreignKey]);
      const byId = byKey(await rowsWhere(db, session, relation.resource, 'id', foreignIds), 'id');
      for (const row of rows) row[name] = byId.get(row[relation.foreignKey])?.[0] ?? null;
    } else if (relation.kind === 'many') {
      const children = byKey(
        await rowsWhere(db, session, relation.resource, relation.foreignKey, ids, perRow),
        relation.foreignKey,
      );
      for (const row of rows) setMany(row, name, children.get(row.id) ?? [], perRow);
    } else {
      const links = byKey(await rowsWhere(db, session, relation.via, relation.from, ids, perRow), relation.from);
      const targetIds = [...links.values()].flat().map((link) => link[relation.to]);
      const targets = byKey(await rowsWhere(db, session, relation.resource, 'id', targetIds), 'id');
      for (const row of rows) {
        const linked = (links.get(row.id) ?? []).flatMap((link) => targets.get(link[relation.to]) ?? []);
        setMany(row, name, linked, perRow);
      }
    }
  }
}

function setMany(row: Row, name: string, related: Row[], perRow: number | undefined): void {
  if (perRow === undefined || related.length <= perRow) {
    row[name] = related;
    return;
  }
  row[name] = related.slice(0, perRow);
  row[`${name}_more`] = true;
}

function byKey(rows: Row[], key: string): Map<unknown, Row[]> {
  const grouped = new Map<unknown, Row[]>();
  for (const row of rows) {
    const group = grouped.get(row[key]);
    if (group) group.push(row);
    else grouped.set(row[key], [row]);
  }
  return grouped;
}

async function rowsWhere(
  db: Executor,
  session: Session,
  resource: string,
  column: string,
  values: unknown[],
  perRow?: number,
): Promise<Row[]> {
  const ids = [...new Set(values.filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return [];
  return (await relatedRows(db, session, resource, column, ids, perRow)) as Row[];
}

/** The rows whose `column` is one of `ids`; with `perRow`, at most one more than that for each id. */
export function relatedRows(
  db: Executor,
  session: Pick<Session, 'teamId'>,
  resource: string,
  column: string,
  ids: number[],
  perRow?: number,
) {
  const target = getResource(resource);
  const targetColumn = getTableColumns(target.table)[column]!;
  const matching =
    perRow === undefined
      ? inArray(targetColumn, ids)
      : inArray(target.table.id, firstIdsOfEach(target, session, targetColumn, ids, perRow + 1));
  return db
    .select(selection(target))
    .from(target.table)
    .where(inTeam(target, session, matching))
    .orderBy(target.table.id);
}

/**
 * The lowest `limit` ids of the rows for each value of `column`, each read from its index on its own. The
 * limit is written into the statement: as a parameter, a generic plan would not know it and read every row.
 */
function firstIdsOfEach(
  target: ResourceDefinition,
  session: Pick<Session, 'teamId'>,
  column: Column,
  values: number[],
  limit: number,
): SQL {
  const { table } = target;
  const parents = sql.join(
    values.map((value) => sql`(${value}::int)`),
    sql`, `,
  );
  const ofParent = inTeam(target, session, eq(column, sql`parents.id`));
  return sql`(select firsts.id from (values ${parents}) as parents(id) cross join lateral
    (select ${table.id} as id from ${table} where ${ofParent} order by ${table.id} limit ${sql.raw(String(limit))}) as firsts)`;
}
