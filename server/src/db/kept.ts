import type { Database, Transaction } from './client.ts';
import { withFastRows } from './fast-rows.ts';
import { statementName } from './raw.ts';

type Select<Prepared> = { prepare(name: string): Prepared; toSQL(): { sql: string } };

const keptBy = new WeakMap<Database | Transaction, Map<string, unknown>>();

/** What `build` makes for `key`, made the first time it is asked for on this database and kept: a statement of a bounded shape. */
export function keptFor<T>(db: Database | Transaction, key: string, build: () => T): T {
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new Map<string, unknown>()));
  if (!kept.has(key)) kept.set(key, build());
  return kept.get(key) as T;
}

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
  return keptFor(db, `select ${name}`, () => {
    const select = build();
    return withFastRows(select.prepare(statementName(name, select.toSQL().sql)));
  });
}
