import type { Database, Transaction } from './client.ts';
import { withFastRows } from './fast-rows.ts';
import { statementName } from './raw.ts';

type Select<Prepared> = { prepare(name: string): Prepared; toSQL(): { sql: string } };

const keptBy = new WeakMap<Database | Transaction, Map<string, unknown>>();

/**
 * A select of one fixed text, its values as placeholders, built once per database and kept as a named
 * prepared statement (`name` and its text's hash), its rows mapped by withFastRows: the query builder costs
 * more than a cheap statement's run.
 */
export function keptSelect<Prepared>(
  db: Database | Transaction,
  name: string,
  build: () => Select<Prepared>,
): Prepared {
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new Map<string, unknown>()));
  if (!kept.has(name)) {
    const select = build();
    kept.set(name, withFastRows(select.prepare(statementName(name, select.toSQL().sql))));
  }
  return kept.get(name) as Prepared;
}
