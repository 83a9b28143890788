import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportValues } from '@flipstack/contract';
import type { Database, Transaction } from '../db/client.ts';
import { importKeys, purchases } from '../db/schema/index.ts';
import { nameKey, type NameIds } from './kinds.ts';
import { findNames } from './lookups.ts';
import type { PlannedRow } from './planned-rows.ts';
import type { RowProblem } from './row-input.ts';

/** The first value a purchase's rows give for a field: the purchase's money and date may stand on any of them. */
function firstOf(rows: ImportValues[], field: string) {
  return rows.find((values) => values[field] !== null && values[field] !== undefined)?.[field] ?? null;
}
const idOfName = (ids: Map<string, number>, name: ImportValues[string]) =>
  typeof name === 'string' ? (ids.get(nameKey(name)) ?? null) : null;

/**
 * A new purchase named by its order number, from the rows of the batch that name it: its date, seller,
 * platform and costs. Received when its items are (by default when it was bought: a history is
 * imported after the goods came in). Its subtotal follows its items (keepSubtotals).
 */
export function newPurchaseInput(orderNumber: string, rows: ImportValues[], ids: NameIds) {
  const purchasedAt = firstOf(rows, 'purchased_at');
  return {
    order_number: orderNumber,
    purchased_at: purchasedAt,
    received_at: firstOf(rows, 'received_at') ?? purchasedAt,
    seller_id: idOfName(ids.sellers, firstOf(rows, 'seller')),
    platform_id: firstOf(rows, 'platform_id') ?? idOfName(ids.platforms, firstOf(rows, 'platform')),
    shipping: firstOf(rows, 'shipping') ?? undefined,
    taxes: firstOf(rows, 'taxes') ?? undefined,
    other_costs: firstOf(rows, 'other_costs') ?? undefined,
  };
}

/** The purchases an import made, remembered by order number: only theirs have their subtotal kept. */
export async function rememberMadePurchases(tx: Transaction, teamId: number, made: Map<string, number>) {
  if (made.size === 0) return;
  await tx
    .insert(importKeys)
    .values(
      [...made].map(([orderKey, id]) => ({
        team_id: teamId,
        kind: 'purchase-orders' as const,
        source_key: orderKey,
        record_id: id,
        row_hash: '',
      })),
    )
    .onConflictDoUpdate({
      target: [importKeys.team_id, importKeys.kind, importKeys.source_key],
      set: { record_id: sql`excluded.record_id`, updated_at: sql`now()` },
    });
}

/**
 * A purchase an import made costs what its items cost: its subtotal is their sum, kept as later rows
 * (of this batch, a later one, or the file imported again) add or change items. A purchase the team
 * had before keeps its money and only gains the items.
 */
export async function keepSubtotals(tx: Transaction, teamId: number, purchaseIds: number[]) {
  if (purchaseIds.length === 0) return;
  await tx
    .update(purchases)
    .set({
      subtotal: sql`(select coalesce(sum(cost), 0) from inventory_items where inventory_items.purchase_id = ${purchases.id})`,
    })
    .where(
      and(
        eq(purchases.team_id, teamId),
        inArray(purchases.id, [...new Set(purchaseIds)]),
        sql`${purchases.id} in (select ${importKeys.record_id} from ${importKeys}
          where ${importKeys.team_id} = ${teamId} and ${importKeys.kind} = 'purchase-orders')`,
      ),
    );
}

/**
 * Rows naming a purchase the team does not have, when none of them gives its date: the purchase cannot
 * be made, so none of its items is imported.
 */
export async function undatedNewPurchases(
  db: Database,
  teamId: number,
  rows: PlannedRow[],
): Promise<Map<number, RowProblem>> {
  const rowsOf = new Map<string, PlannedRow[]>();
  for (const row of rows) {
    const orderNumber = row.values['order_number'];
    if (typeof orderNumber !== 'string') continue;
    const named = rowsOf.get(nameKey(orderNumber));
    if (named) named.push(row);
    else rowsOf.set(nameKey(orderNumber), [row]);
  }
  const undated = [...rowsOf].filter(
    ([, named]) =>
      firstOf(
        named.map((row) => row.values),
        'purchased_at',
      ) === null,
  );
  const problems = new Map<number, RowProblem>();
  if (undated.length === 0) return problems;
  const known = await findNames(
    db,
    teamId,
    'purchases',
    undated.map(([key]) => key),
  );
  for (const [key, named] of undated) {
    if (known.has(key)) continue;
    for (const row of named) {
      problems.set(row.index, {
        field: 'purchased_at',
        message: `Purchased: order ${String(row.values['order_number'])} is new here and no row of it gives its date`,
      });
    }
  }
  return problems;
}

/** When each of these purchases was received (null: not yet). */
export async function receivedAtOf(tx: Transaction, purchaseIds: number[]): Promise<Map<number, string | null>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: purchases.id, receivedAt: purchases.received_at })
    .from(purchases)
    .where(inArray(purchases.id, [...new Set(purchaseIds)]));
  return new Map(rows.map((row) => [row.id, row.receivedAt]));
}
