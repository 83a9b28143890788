import { Subquery, eq, getTableColumns, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import { withFastRows } from '../db/fast-rows.ts';
import type { Database, Transaction } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import { statementName, type Row } from '../db/raw.ts';
import type { ResourceDefinition } from './kit/define.ts';
import { resourceByName as getResource } from './by-name.ts';
import { inTeam, selection } from './kit/scope.ts';

type Executor = Database | Transaction;

/**
 * `with=…`: adds each named relation to every row, one query per relation. With `perRow` (a list page) a
 * relation of many rows carries at most that many for each row, lowest ids first, and a row with more
 * also carries `<relation>_more: true`: fifty products with all their items were thousands of rows, for an
 * answer nobody reads whole.
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
  const rows = await relatedStatement(db, resource, column, perRow).execute({
    team: session.teamId,
    ids: idArray(ids),
  });
  return rows as Row[];
}

type Related = { execute(values: { team: number; ids: string }): Promise<Record<string, unknown>[]> };
const keptBy = new WeakMap<Executor, Map<string, Related>>();

/** The ids as one array parameter, in PostgreSQL's text for it: the same statement for any number of rows. */
const idArray = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * A relation's statement, kept per executor: its text does not depend on the rows (the ids are one array
 * parameter), so PostgreSQL parses and plans it once per connection, and its rows are mapped with each
 * column's decoder found once (withFastRows). A page's related rows through drizzle's own mapping were
 * half of `products?with=items`.
 */
function relatedStatement(db: Executor, resource: string, column: string, perRow: number | undefined): Related {
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new Map<string, Related>()));
  const key = `${resource} ${column} ${perRow ?? ''}`;
  let statement = kept.get(key);
  if (!statement) {
    const query = relatedRows(db, resource, column, perRow);
    statement = withFastRows(query.prepare(statementName('related', query.toSQL().sql)));
    kept.set(key, statement);
  }
  return statement;
}

/**
 * The rows whose `column` is one of the placeholder `ids` (an int[]), in the placeholder `team`; with
 * `perRow`, at most one more than that for each id.
 */
export function relatedRows(db: Executor, resource: string, column: string, perRow?: number) {
  const target = getResource(resource);
  const targetColumn = getTableColumns(target.table)[column]!;
  const ids = sql`${sql.placeholder('ids')}::int[]`;
  const query = db.select(selection(target));
  const source =
    perRow === undefined
      ? query.from(target.table).where(inTeam(target, TEAM, sql`${targetColumn} = any(${ids})`))
      : query.from(firstRowsOfEach(target, targetColumn, ids, perRow + 1));
  return source.orderBy(target.table.id);
}

const TEAM = { teamId: sql.placeholder('team') };

/**
 * The first `limit` rows by id for each of `parents` (an int[]), each read from its index on its own, under
 * the table's own name so the selection reads them as it reads the table (PostgreSQL flattens the
 * subquery). Picking the ids there and reading the rows after by primary key cost 550 lookups a products
 * page at a million items. The limit is written into the statement: as a parameter, a generic plan would
 * not know it and read every row.
 */
function firstRowsOfEach(target: ResourceDefinition, column: Column, parents: SQL, limit: number): Subquery {
  const { table } = target;
  const ofParent = inTeam(target, TEAM, eq(column, sql`parents.parent_id`));
  const rows = sql`select ${table}.* from unnest(${parents}) as parents(parent_id) cross join lateral
    (select * from ${table} where ${ofParent} order by ${table.id} limit ${sql.raw(String(limit))}) as ${table}`;
  return new Subquery(rows, {}, getTableName(table));
}
