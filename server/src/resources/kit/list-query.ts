import {
  and,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  FILTER_OPERATORS,
  ID_MAX,
  INT4_MIN,
  parseTimestamp,
  textProblem,
  type FilterOperator,
} from '@flipstack/contract';
import { AppError } from '../../http/app-error.ts';
import type { ResourceDefinition } from './define.ts';

/** The parts of GET /v2/{resource} that become SQL; every name is checked against the definition. */
export type ParsedListQuery = { where: SQL | undefined; orderBy: SQL[]; order: OrderKey[]; relations: string[] };

/** One field of a list's order, ending with id: what a page's `after` mark holds a value of. */
export type OrderKey = Field & { name: string; descending: boolean };

export function parseListQuery(
  definition: ResourceDefinition,
  query: {
    where?: string | undefined;
    q?: string | undefined;
    order_by?: string | undefined;
    with?: string | undefined;
  },
): ParsedListQuery {
  const conditions = [...parseWhere(definition, query.where), parseSearch(definition, query.q)];
  const order = parseOrder(definition, query.order_by);
  return {
    where: and(...conditions.filter((condition): condition is SQL => condition !== undefined)),
    orderBy: order.map((key) => orderTerm(key, key.descending)),
    order,
    relations: parseWith(definition, query.with),
  };
}

function badQuery(parameter: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { [parameter]: message });
}

/** A field as SQL, with its SQL type (computed fields declare theirs). */
type Field = { target: SQL; type: string; notNull: boolean };

function field(definition: ResourceDefinition, name: string): Field {
  const computed = definition.computed?.[name];
  if (computed) return { target: computed.sql, type: computed.type, notNull: computed.notNull };
  const found: PgColumn | undefined = getTableColumns(definition.table)[name];
  if (!found) throw new Error(`${definition.contract.name}.${name} is declared but has no column`);
  return { target: sql`${found}`, type: found.getSQLType(), notNull: found.notNull };
}

export function parseWhere(definition: ResourceDefinition, raw: string | undefined): (SQL | undefined)[] {
  if (!raw) return [];
  let filters: unknown;
  try {
    filters = JSON.parse(raw);
  } catch {
    throw badQuery('where', 'where must be a JSON object, e.g. {"status":"listed"}');
  }
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) {
    throw badQuery('where', 'where must be a JSON object, e.g. {"status":"listed"}');
  }
  return Object.entries(filters as Record<string, unknown>).map(([name, condition]) => {
    if (!definition.contract.filterable.includes(name)) {
      throw badQuery('where', `Unknown filter field '${name}' for ${definition.contract.name}`);
    }
    const target = field(definition, name);
    const isOperatorObject = typeof condition === 'object' && condition !== null && !Array.isArray(condition);
    if (!isOperatorObject) return compare(target, name, 'eq', condition);
    return and(...Object.entries(condition).map(([operator, value]) => compare(target, name, operator, value)));
  });
}

function compare({ target, type }: Field, field: string, operator: string, raw: unknown): SQL | undefined {
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    throw badQuery('where', `Unknown operator '${operator}' on ${field}; use one of ${FILTER_OPERATORS.join(', ')}`);
  }
  const op = operator as FilterOperator;
  if (op === 'null') return raw === true || raw === 1 ? isNull(target) : isNotNull(target);
  if (raw === null && (op === 'eq' || op === 'ne')) return op === 'eq' ? isNull(target) : isNotNull(target);
  if (op === 'in' || op === 'nin') {
    if (!Array.isArray(raw) || raw.length === 0) throw badQuery('where', `${field}.${op} needs a non-empty list`);
    if (raw.length > IN_LIST_MAX) throw badQuery('where', `${field}.${op} takes at most ${IN_LIST_MAX} values`);
    const values = raw.map((value) => coerce(type, field, value));
    return op === 'in' ? inArray(target, values) : notInArray(target, values);
  }
  if (op === 'like') {
    if (!isText(type))
      throw badQuery('where', `${field} is not text: like works on text fields only (use eq, gt, lt, in … here)`);
    if (typeof raw !== 'string') throw badQuery('where', `${field}.like needs text`);
    return ilike(target, `%${escapeLike(checkedText(field, raw))}%`);
  }
  const value = coerce(type, field, raw);
  const operators = { eq, ne, gt, gte, lt, lte } as const;
  return operators[op](target, value);
}

const IN_LIST_MAX = 1000;
/** Integer columns are int4 (ids, counts); a bigint one would still hold any safe integer. */
const INTEGER_RANGE: Record<string, [number, number]> = {
  integer: [INT4_MIN, ID_MAX],
  smallint: [-32_768, 32_767],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};
/** Numeric columns are money: numeric(12,2), and sums in numeric(14,2) (12 digits before the point). */
const NUMERIC_FILTER = /^-?\d{1,12}(\.\d{1,20})?$/;

const isText = (type: string) => type === 'text' || type.startsWith('varchar') || type.startsWith('char');

function checkedText(field: string, text: string): string {
  const problem = textProblem(text);
  if (problem) throw badQuery('where', `${field}: ${problem}`);
  return text;
}

/**
 * Checks a filter value against the column's SQL type and range with the contract's own rules (ids in
 * int4, money in numeric(14,2), times in years 0001–9999, text without NUL or lone surrogates), so bad
 * input answers 400 rather than an error from SQL.
 */
function coerce(type: string, field: string, value: unknown): unknown {
  const invalid = (expected: string) => badQuery('where', `${field} must be ${expected}`);
  const integerType = /^(integer|bigint|smallint)/.exec(type)?.[1];
  if (integerType) {
    const [min, max] = INTEGER_RANGE[integerType]!;
    const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max)
      throw invalid(`a whole number from ${min} to ${max}`);
    return number;
  }
  if (type.startsWith('numeric')) {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== 'string' || !NUMERIC_FILTER.test(text.trim()))
      throw invalid('a number like 12.34 with at most 12 digits before the point');
    return text.trim();
  }
  if (type === 'boolean') {
    if (value === true || value === 1 || value === 'true' || value === '1') return true;
    if (value === false || value === 0 || value === 'false' || value === '0') return false;
    throw invalid('true or false');
  }
  if (type.startsWith('timestamp') || type === 'date') {
    const parsed = typeof value === 'string' ? parseTimestamp(value.trim()) : undefined;
    if (parsed?.iso === undefined) throw invalid('an ISO 8601 date or date and time from 0001-01-01 to 9999-12-31');
    return parsed.iso;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid('text');
  return checkedText(field, String(value));
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function parseSearch(definition: ResourceDefinition, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const matches: SQL[] = definition.contract.searchable.map((name) => ilike(field(definition, name).target, pattern));
  // A number also finds the row with that id.
  if (/^\d{1,9}$/.test(text)) matches.push(eq(definition.table.id, Number(text)));
  // Text that no field can hold matches nothing, rather than everything.
  return matches.length > 0 ? or(...matches) : sql`false`;
}

/** The fields of an order_by ('-sold_at,id'), else of the default order. */
export function orderFields(raw: string | undefined, defaultOrder: string): string[] {
  return (raw || defaultOrder)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseOrder(definition: ResourceDefinition, raw: string | undefined): OrderKey[] {
  const fields = orderFields(raw, definition.contract.defaultOrder);
  const order = fields.map((part) => {
    const descending = part.startsWith('-');
    const name = descending ? part.slice(1) : part;
    if (!definition.contract.sortable.includes(name)) {
      throw badQuery('order_by', `Cannot sort ${definition.contract.name} by '${name}'`);
    }
    return { ...field(definition, name), name, descending };
  });
  return withIdTieBreak(order, definition.table.id);
}

/**
 * The order ending with id: ties are broken by id so that paging never repeats or skips a row, in the last
 * field's direction (`descending`) so that one (team_id, field, id) index serves the order both ways. An
 * order that names id stays as it is.
 */
export function withIdTieBreak(
  order: OrderKey[],
  id: PgColumn,
  descending = order.at(-1)?.descending ?? false,
): OrderKey[] {
  if (order.some((key) => key.name === 'id')) return order;
  return [...order, { name: 'id', target: sql`${id}`, type: 'integer', notNull: true, descending }];
}

/**
 * One field of an ORDER BY. Empty values sort as the smallest. A field that has none sorts plainly, so
 * that one ascending index serves both directions (an explicit NULLS clause must match the index's own).
 */
export function orderTerm({ target, notNull }: { target: SQL; notNull: boolean }, descending: boolean): SQL {
  if (notNull) return descending ? sql`${target} desc` : sql`${target} asc`;
  return descending ? sql`${target} desc nulls last` : sql`${target} asc nulls first`;
}

export function parseWith(definition: ResourceDefinition, raw: string | undefined): string[] {
  if (!raw) return [];
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    // Own keys only: 'constructor' or 'toString' would find Object.prototype's.
    if (!definition.relations || !Object.hasOwn(definition.relations, name)) {
      throw badQuery('with', `Unknown relation '${name}' for ${definition.contract.name}`);
    }
  }
  return [...new Set(names)];
}
