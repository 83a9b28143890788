import type { Database, Transaction } from './client.ts';

const keptBy = new WeakMap<Database | Transaction, Map<string, unknown>>();

/**
 * A statement of one fixed text, its values as placeholders, built and prepared once per database and
 * kept: the query builder costs more than a cheap statement's run.
 */
export function keptStatement<T>(db: Database | Transaction, key: string, build: () => T): T {
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new Map<string, unknown>()));
  if (!kept.has(key)) kept.set(key, build());
  return kept.get(key) as T;
}
