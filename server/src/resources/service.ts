import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { LIST_RELATION_LIMIT, type ListResponse } from '@flipstack/contract';
import type { Database, Transaction } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import type { Row } from '../db/raw.ts';
import type { ResourceDefinition } from './kit/define.ts';
import { parseWith } from './kit/list-query.ts';
import { resourceList, type ListQuery } from './list-statements.ts';
import { readListPage } from './list-page.ts';
import { resourceByName as getResource } from './by-name.ts';
import { attachRelations } from './relations.ts';
import { inTeam, selection } from './kit/scope.ts';

type Executor = Database | Transaction;
type ListInput = ListQuery & { limit: number; offset: number };

const READ_ONLY = new Set(['id', 'team_id', 'created_at', 'updated_at']);

export async function listRows(
  db: Database,
  session: Session,
  definition: ResourceDefinition,
  query: ListInput,
): Promise<ListResponse<Row>> {
  const list = resourceList(db, definition, query);
  const relations = parseWith(definition, query.with);
  const page = await readListPage<Row>(db, list, query, { team: session.teamId });
  await attachRelations(db, session, definition, page.rows, relations, LIST_RELATION_LIMIT);
  const warning = definition.listWarning?.(page.rows);
  return { ...page, ...(warning ? { warning } : {}) };
}

export async function getRow(
  db: Executor,
  session: Session,
  definition: ResourceDefinition,
  id: number,
  relations: string[] = [],
): Promise<Row> {
  const [row] = (await db
    .select(selection(definition))
    .from(definition.table)
    .where(inTeam(definition, session, eq(definition.table.id, id)))) as Row[];
  // Another team's row answers exactly like a missing one.
  if (!row) throw new AppError('NOT_FOUND', `${capitalize(definition.contract.label)} ${id} not found`);
  await attachRelations(db, session, definition, [row], relations);
  return row;
}

export async function createRow(
  db: Database,
  session: Session,
  definition: ResourceDefinition,
  input: Record<string, unknown>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const context = { tx, session };
    if (definition.hooks?.beforeCreate) await definition.hooks.beforeCreate(context, input);
    let values = writableValues(definition, input);
    await checkReferences(tx, session, definition, values);
    if (definition.hooks?.beforeWrite) values = await definition.hooks.beforeWrite(context, values, null);
    const [inserted] = (await tx
      .insert(definition.table)
      .values({ ...values, team_id: session.teamId })
      .returning({ id: definition.table.id })) as { id: number }[];
    const row = await getRow(tx, session, definition, inserted!.id);
    if (definition.hooks?.afterCreate) {
      await definition.hooks.afterCreate(context, row, input);
      return getRow(tx, session, definition, row.id);
    }
    return row;
  });
}

/**
 * Many new rows in one INSERT (an import's batch), under the same rules as createRow: the team's
 * references checked (one query per relation), `beforeCreateMany` (or else `beforeWrite` row by row),
 * the figures the database keeps updated by its statement triggers. The ids come back in input order.
 * A definition with an afterCreate hook writes row by row through createRow.
 */
export async function createRows(
  tx: Transaction,
  session: Session,
  definition: ResourceDefinition,
  inputs: Record<string, unknown>[],
): Promise<number[]> {
  if (inputs.length === 0) return [];
  if (definition.hooks?.afterCreate) {
    const ids: number[] = [];
    for (const input of inputs) ids.push((await createRow(tx, session, definition, input)).id);
    return ids;
  }
  const context = { tx, session };
  let values = inputs.map((input) => writableValues(definition, input));
  await checkManyReferences(tx, session, definition, values);
  const hooks = definition.hooks;
  if (hooks?.beforeCreateMany) values = await hooks.beforeCreateMany(context, values);
  else if (hooks?.beforeWrite) {
    const prepared: Record<string, unknown>[] = [];
    for (const value of values) prepared.push(await hooks.beforeWrite(context, value, null));
    values = prepared;
  }
  const inserted = (await tx
    .insert(definition.table)
    .values(values.map((value) => ({ ...value, team_id: session.teamId })))
    .returning({ id: definition.table.id })) as { id: number }[];
  return inserted.map((row) => row.id);
}

export async function updateRow(
  db: Database,
  session: Session,
  definition: ResourceDefinition,
  id: number,
  input: Record<string, unknown>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const context = { tx, session };
    const previous = await getRow(tx, session, definition, id);
    let values = writableValues(definition, input);
    await checkReferences(tx, session, definition, values);
    if (definition.hooks?.beforeWrite) values = await definition.hooks.beforeWrite(context, values, previous);
    if (Object.keys(values).length > 0) {
      await tx
        .update(definition.table)
        .set(values)
        .where(inTeam(definition, session, eq(definition.table.id, id)));
    }
    const row = await getRow(tx, session, definition, id);
    if (definition.hooks?.afterUpdate) {
      await definition.hooks.afterUpdate(context, row, previous, input);
      return getRow(tx, session, definition, id);
    }
    return row;
  });
}

export async function deleteRow(
  db: Database,
  session: Session,
  definition: ResourceDefinition,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await getRow(tx, session, definition, id);
    await definition.hooks?.beforeDelete?.({ tx, session }, row);
    await refuseWhileReferenced(tx, session, definition, id);
    await tx.delete(definition.table).where(inTeam(definition, session, eq(definition.table.id, id)));
    await definition.hooks?.afterDelete?.({ tx, session }, row);
  });
}

/** Only the table's own columns are written; ids, team and timestamps never come from input. */
function writableValues(definition: ResourceDefinition, input: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(definition.table);
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => key in columns && !READ_ONLY.has(key) && value !== undefined),
  );
}

/** Every to-one relation's foreign key in a write must name a row of the caller's own team. */
async function checkReferences(
  tx: Transaction,
  session: Session,
  definition: ResourceDefinition,
  values: Record<string, unknown>,
): Promise<void> {
  for (const relation of Object.values(definition.relations ?? {})) {
    if (relation.kind !== 'one') continue;
    const field = relation.foreignKey;
    const resourceName = relation.resource;
    const id = values[field];
    if (id === null || id === undefined) continue;
    const target = getResource(resourceName);
    const [found] = await tx
      .select({ id: target.table.id })
      .from(target.table)
      .where(inTeam(target, session, eq(target.table.id, Number(id))));
    if (!found) {
      const message = `No ${target.contract.label} with id ${JSON.stringify(id)}`;
      throw new AppError('VALIDATION_FAILED', message, { [field]: message });
    }
  }
}

async function checkManyReferences(
  tx: Transaction,
  session: Session,
  definition: ResourceDefinition,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (const relation of Object.values(definition.relations ?? {})) {
    if (relation.kind !== 'one') continue;
    const ids = [
      ...new Set(rows.map((row) => row[relation.foreignKey]).filter((id) => id !== null && id !== undefined)),
    ];
    if (ids.length === 0) continue;
    const target = getResource(relation.resource);
    const found = await tx
      .select({ id: target.table.id })
      .from(target.table)
      .where(inTeam(target, session, sql`${target.table.id} = any(${sql.param(ids.map(Number))}::int[])`));
    const known = new Set(found.map((row) => Number(row.id)));
    const missing = ids.find((id) => !known.has(Number(id)));
    if (missing !== undefined) {
      const message = `No ${target.contract.label} with id ${JSON.stringify(missing)}`;
      throw new AppError('VALIDATION_FAILED', message, { [relation.foreignKey]: message });
    }
  }
}

async function refuseWhileReferenced(
  tx: Transaction,
  session: Session,
  definition: ResourceDefinition,
  id: number,
): Promise<void> {
  const uses: string[] = [];
  for (const reference of definition.referencedBy ?? []) {
    const other = getResource(reference.resource);
    const foreignKey = getTableColumns(other.table)[reference.foreignKey]!;
    const [counted] = await tx
      .select({ total: count() })
      .from(other.table)
      .where(inTeam(other, session, eq(foreignKey, id)));
    if (counted && counted.total > 0) uses.push(reference.describe(counted.total));
  }
  if (uses.length > 0) {
    throw new AppError('CONFLICT', `Cannot delete this ${definition.contract.label}: ${uses.join('; ')}.`);
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
