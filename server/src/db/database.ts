import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** One type for both drivers: every query in the app is written against this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction a write runs in; domain code takes it so its work commits or rolls back with the write. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
