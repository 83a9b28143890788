import { and, or, sql, type SQL } from 'drizzle-orm';
import { textProblem } from '@flipstack/contract';
import { setApartOf } from '../../db/fast-rows.ts';
import { AppError } from '../../http/app-error.ts';
import type { OrderKey } from './list-query.ts';

/**
 * Keyset paging: `after` is the mark a page gives as `next_after`, the last row's values of the list's
 * order (ending with id) as PostgreSQL's own text, so times keep their microseconds. The next page
 * starts just past that row through the order's index, however deep, where an offset reads and drops
 * every row before it.
 */
export type AfterMark = (string | null)[];

/** The hidden column holding a page row's value of the order's key `index`; never sent to the caller. */
export const markColumn = (index: number) => `__after_${index}`;

export function markColumns(order: readonly OrderKey[]): Record<string, SQL> {
  return Object.fromEntries(order.map((key, index) => [markColumn(index), sql`(${key.target})::text`]));
}

/** The order a mark belongs to, e.g. '-sold_at,-id'. */
export const orderName = (order: readonly OrderKey[]) =>
  order.map((key) => `${key.descending ? '-' : ''}${key.name}`).join(',');

/** The `next_after` of a page, from its last row's mark (set apart by the page's statement) when `more` rows follow. */
export function nextAfter(order: readonly OrderKey[], rows: object[], more: boolean): string | undefined {
  const last = rows.at(-1);
  if (!more || !last) return undefined;
  return encodeMark(order, setApartOf(last) as AfterMark);
}

/** A mark as `next_after` gives it, named by its order. */
export const encodeMark = (order: readonly OrderKey[], mark: AfterMark): string =>
  Buffer.from(JSON.stringify([orderName(order), ...mark])).toString('base64url');

const MARK_MESSAGE = "after must be a page's next_after from this list in the same order_by";

/** Reads `after`; a mark from another order, or anything else, answers 400. */
export function readAfter(order: readonly OrderKey[], after: string): AfterMark {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const fits =
    Array.isArray(decoded) &&
    decoded.length === order.length + 1 &&
    decoded[0] === orderName(order) &&
    order.every((key, index) => {
      const value: unknown = decoded[index + 1];
      if (value === null) return !key.notNull;
      return typeof value === 'string' && textProblem(value) === undefined;
    });
  if (!fits) throw new AppError('BAD_REQUEST', MARK_MESSAGE, { after: MARK_MESSAGE });
  return (decoded as unknown[]).slice(1) as AfterMark;
}

/**
 * The rows past the mark in the list's order. `valueOf` gives a key's value as SQL: a placeholder in a
 * kept statement, the value itself in an export's batch. Empty values sort first ascending and last
 * descending (list-query.ts's orderTerm). When every key goes one way and the mark holds no empty value,
 * one row comparison says it, which PostgreSQL reads as a range of the order's index; otherwise the
 * comparison is spelled out key by key, bounded by the first key where that is exact.
 */
export function afterCondition(order: readonly OrderKey[], mark: AfterMark, valueOf: (index: number) => SQL): SQL {
  const value = (index: number) => sql`${valueOf(index)}::${sql.raw(order[index]!.type)}`;
  const descending = order[0]!.descending;
  const oneWay = order.every((key) => key.descending === descending);
  const noEmpty = mark.every((part) => part !== null);
  if (oneWay && noEmpty && (!descending || order.every((key) => key.notNull))) {
    const targets = sql.join(
      order.map((key) => key.target),
      sql`, `,
    );
    const values = sql.join(
      order.map((_, index) => value(index)),
      sql`, `,
    );
    return descending ? sql`(${targets}) < (${values})` : sql`(${targets}) > (${values})`;
  }
  const beyond = (index: number): SQL => {
    const key = order[index]!;
    if (mark[index] === null) return key.descending ? sql`false` : sql`${key.target} is not null`;
    const past = key.descending ? sql`${key.target} < ${value(index)}` : sql`${key.target} > ${value(index)}`;
    return key.descending && !key.notNull ? or(past, sql`${key.target} is null`)! : past;
  };
  const level = (index: number): SQL => {
    if (index === order.length - 1) return beyond(index);
    const key = order[index]!;
    const same = mark[index] === null ? sql`${key.target} is null` : sql`${key.target} = ${value(index)}`;
    return or(beyond(index), and(same, level(index + 1)))!;
  };
  const first = order[0]!;
  const bounded = mark[0] !== null && (first.notNull || !first.descending);
  if (!bounded) return level(0);
  const bound = first.descending ? sql`${first.target} <= ${value(0)}` : sql`${first.target} >= ${value(0)}`;
  return and(bound, level(0))!;
}

/** A kept statement's placeholder for a mark's value of the order's key `index`. */
export const markPlaceholder = (index: number) => sql`${sql.placeholder(markColumn(index))}`;

/** The values markPlaceholder's placeholders take (a mark's empty values are spelled in the statement instead). */
export function markValues(mark: AfterMark | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  mark?.forEach((value, index) => {
    if (value !== null) values[markColumn(index)] = value;
  });
  return values;
}

/** Which of a mark's values are empty ('0') or not ('1'): all that a statement past it takes from it besides markValues. */
export const markShape = (mark: AfterMark) => mark.map((value) => (value === null ? '0' : '1')).join('');

/** A mark's own values as a statement's parameters. */
export const ownValues = (mark: AfterMark) => (index: number) => sql`${mark[index]}`;

/** One stretch of a list: its rows, and the rows past a mark within it, the mark's values given by `valueOf`. */
export type ListStretch = { where: SQL | undefined; past: (mark: AfterMark, valueOf: (index: number) => SQL) => SQL };

/**
 * A list as stretches that are each one index range. An order whose first field has empty values lists
 * them together, before the others ascending and after them descending; a mark on one side of that line
 * is a range of its own side, but across the line the rows past it are an OR that no index serves, so a
 * page or an export's batch past the mark read every row before it again (an export of a million items by
 * -cost took more than twice as long). Read the stretches one after the other, each from its start.
 */
export function listStretches(order: readonly OrderKey[]): ListStretch[] {
  const [first, ...rest] = order;
  if (!first || first.notNull || rest.length === 0)
    return [{ where: undefined, past: (mark, valueOf) => afterCondition(order, mark, valueOf) }];
  const filled: ListStretch = {
    where: sql`${first.target} is not null`,
    past: (mark, valueOf) => afterCondition([{ ...first, notNull: true }, ...rest], mark, valueOf),
  };
  const empty: ListStretch = {
    where: sql`${first.target} is null`,
    past: (mark, valueOf) => afterCondition(rest, mark.slice(1), (index) => valueOf(index + 1)),
  };
  return first.descending ? [filled, empty] : [empty, filled];
}

/**
 * Where the rows past a mark lie, each an index range: past the mark within its stretch, and, when the
 * mark is in the first of two stretches (listStretches), the whole of the next one (`then`).
 */
export function pastMarkRanges(
  order: readonly OrderKey[],
  mark: AfterMark,
  valueOf: (index: number) => SQL,
): { past: SQL; then?: SQL } {
  const [head, tail] = listStretches(order) as [ListStretch, ListStretch?];
  if (!tail) return { past: head.past(mark, valueOf) };
  const inHead = order[0]!.descending ? mark[0] !== null : mark[0] === null;
  const own = inHead ? head : tail;
  return { past: and(own.where, own.past(mark, valueOf))!, ...(inHead ? { then: tail.where! } : {}) };
}

/**
 * Every row of a list, a batch at a time: each batch starts past the previous one's last row, stretch by
 * stretch (listStretches), so the last batch of a million rows costs what the first did. `read` answers the
 * rows of a condition in the list's order, up to `size`; `markOf` a row's values of the order.
 */
export async function* batchesPastMarks<Row>(
  order: readonly OrderKey[],
  size: number,
  read: (condition: SQL | undefined) => Promise<Row[]>,
  markOf: (row: Row) => AfterMark | Promise<AfterMark>,
): AsyncGenerator<Row[]> {
  for (const stretch of listStretches(order)) {
    let rows = await read(stretch.where);
    for (;;) {
      if (rows.length > 0) yield rows;
      if (rows.length < size) break;
      const mark = await markOf(rows.at(-1)!);
      rows = await read(and(stretch.where, stretch.past(mark, ownValues(mark))));
    }
  }
}
