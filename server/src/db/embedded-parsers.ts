import type { PGlite, Transaction } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The types drizzle reads as PostgreSQL's text rather than as JavaScript values (drizzle-orm/pglite's
 * session), by their ids: timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp,
 * timestamptz, interval and date. A test checks that drizzle asks for no others. (Numbers, not PGlite's
 * `types`: this module must not load the embedded database on an instance that runs on PostgreSQL.)
 */
export const TEXT_PARSERS = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((type) => [type, asText]),
);

type QueryOptions = Parameters<PGlite['query']>[2];
const withoutParsers = (options: QueryOptions): QueryOptions => {
  if (!options?.parsers) return options;
  const { parsers: _given, ...rest } = options;
  return rest;
};

/**
 * Drizzle hands PGlite those parsers with every query, and PGlite merges them into its own for each one,
 * a large share of a cheap list query. The embedded database is started with them (`TEXT_PARSERS` as its
 * `parsers`), and this drops them from each query, in a transaction too.
 */
export function parsersTakenOnce(client: PGlite): PGlite {
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, withoutParsers(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx: Transaction) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, params, options) => txQuery(text, params, withoutParsers(options));
      return work(tx);
    });
  return client;
}
