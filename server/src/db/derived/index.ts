import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { UNSOLD_STATUSES } from '@flipstack/contract';
import { SALES_MONTH_SUMS } from './columns.ts';
import { SERVER_DIR } from '../../server-dir.ts';

/**
 * Every function and trigger of the database, one file per kept figure (docs/derived-data.md), in the
 * order they are applied: a function before the functions and triggers that call it.
 */
export const DERIVED_FILES = [
  'shared.sql',
  'inventory-items.sql',
  'purchases.sql',
  'sales.sql',
  'inventory-totals.sql',
  'unsold-stock-days.sql',
  'sales-months.sql',
  'purchases-months.sql',
  'files.sql',
  'ebay-orders.sql',
] as const;

const FOLDER = path.join(SERVER_DIR, 'src/db/derived');

/**
 * Lists a file names as `{{LIST: pattern}}`: the pattern once per entry, `<col>` the entry, joined by
 * commas: the column lists, and the unsold statuses (`'<col>'`), each written once in TypeScript.
 */
const COLUMN_LISTS: Record<string, readonly string[]> = { SALES_MONTH_SUMS, UNSOLD_STATUSES };

function expandColumnLists(text: string, file: string): string {
  return text.replace(/\{\{(\w+): ([^}]+)\}\}/g, (_match, list: string, pattern: string) => {
    const columns = COLUMN_LISTS[list];
    if (!columns) throw new Error(`${file} names ${list}, which is no column list of db/derived/index.ts`);
    return columns.map((column) => pattern.replaceAll('<col>', column)).join(', ');
  });
}

/** Every statement of the derived files, in order, column lists written out. */
export function derivedStatements(): string[] {
  return DERIVED_FILES.flatMap((file) =>
    expandColumnLists(readFileSync(path.join(FOLDER, file), 'utf8'), file)
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim()),
  );
}

/**
 * (Re)defines every function and trigger: idempotent, run after the migrations on each start inside
 * their transaction (migrate.ts), so the files here are their only current definition.
 */
export async function applyDerived(
  db: Pick<Database, 'execute'>,
  statements: string[] = derivedStatements(),
): Promise<void> {
  for (const statement of statements) await db.execute(sql.raw(statement));
}
