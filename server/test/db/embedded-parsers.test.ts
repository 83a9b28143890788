import { sql } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { TEXT_PARSERS } from '../../src/db/embedded-parsers.ts';
import { rowsOf } from '../../src/db/raw.ts';

type Parsers = Record<number, (value: string) => unknown>;
type QueryConfigs = { queryConfig: { parsers: Parsers }; rawQueryConfig: { parsers: Parsers } };

describe('the embedded database reads as drizzle asks, without drizzle asking each query', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'embedded' });
  });
  afterAll(() => handle.close());

  it('takes every parser drizzle hands a query, each reading the text as it is', () => {
    const prepared = new PglitePreparedQuery(
      ...([undefined, 'select 1', [], undefined, undefined] as unknown as ConstructorParameters<
        typeof PglitePreparedQuery
      >),
    ) as unknown as QueryConfigs;
    for (const { parsers } of [prepared.queryConfig, prepared.rawQueryConfig]) {
      expect(Object.keys(parsers).sort()).toEqual(Object.keys(TEXT_PARSERS).sort());
      for (const parse of Object.values(parsers))
        expect(parse('2026-11-28 19:22:31.511+00')).toBe('2026-11-28 19:22:31.511+00');
    }
  });

  it('reads timestamps, dates and intervals as text, in a transaction too', async () => {
    const read = sql`select timestamptz '2026-11-28 19:22:31.511+00' as at, date '2026-11-28' as day, interval '3 days' as span`;
    const expected = { at: '2026-11-28 19:22:31.511+00', day: '2026-11-28', span: '3 days' };
    expect(await rowsOf(handle.db, read)).toEqual([expected]);
    expect(await handle.db.transaction((tx) => rowsOf(tx, read))).toEqual([expected]);
  });

  it('leaves out parsers given with a query: the ones it started with read every query', async () => {
    const client = (
      handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> } }
    ).$client;
    const given = { parsers: { 1184: () => 'given' } };
    const { rows } = await client.query(`select timestamptz '2026-11-28 19:22:31+00' as at`, [], given);
    expect(rows).toEqual([{ at: '2026-11-28 19:22:31+00' }]);
  });
});
