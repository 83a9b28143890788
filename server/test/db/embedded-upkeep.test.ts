import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { embeddedUpkeepTurn } from '../../src/db/embedded-upkeep.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { testConfig } from '../helpers/test-app.ts';

type Kept = { reltuples: number; relallvisible: number; vacuums: number; analyses: number; stats: number };

/** What PostgreSQL knows of the brands table: its size as last counted, and how often it was vacuumed and analyzed. */
async function brandsKept(handle: DatabaseHandle): Promise<Kept> {
  const [kept] = await rowsOf<Kept>(
    handle.db,
    sql`select c.reltuples::int as reltuples, c.relallvisible, s.vacuum_count::int as vacuums,
        s.analyze_count::int as analyses, (select count(*)::int from pg_stats where tablename = 'brands') as stats
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'brands'`,
  );
  return kept!;
}

const addBrands = (handle: DatabaseHandle, count: number) =>
  handle.db.execute(
    sql`insert into brands (team_id, name) select 1, 'Brand ' || g || repeat('.', 40) from generate_series(1, ${count}) g`,
  );

describe('the embedded database, kept up as autovacuum would', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'embedded' });
    await handle.migrate();
    await handle.db.execute(sql`insert into teams (name) values ('Resellers')`);
  });
  afterAll(() => handle.close());

  it('is never vacuumed nor analyzed by PGlite itself', async () => {
    await addBrands(handle, 3000);
    expect(await brandsKept(handle)).toMatchObject({ reltuples: -1, vacuums: 0, analyses: 0, stats: 0 });
  });

  it('vacuums and analyzes a table past autovacuum’s thresholds, and leaves the others', async () => {
    const done = await embeddedUpkeepTurn(handle.db, { first: false });
    expect(done).toEqual({ vacuumed: ['public.brands'], analyzed: [] });
    const kept = await brandsKept(handle);
    expect(kept).toMatchObject({ reltuples: 3000, vacuums: 1, analyses: 1 });
    expect(kept.relallvisible).toBeGreaterThan(0);
    expect(kept.stats).toBeGreaterThan(0);
    expect(await embeddedUpkeepTurn(handle.db, { first: false })).toEqual({ vacuumed: [], analyzed: [] });
  });

  it('waits for changes past a share of the table, as autovacuum does', async () => {
    await handle.db.execute(sql`update brands set name = name || '!' where id <= 100`);
    expect(await embeddedUpkeepTurn(handle.db, { first: false })).toEqual({ vacuumed: [], analyzed: [] });
    // 400 changed rows of 3,000 are past analyze's 50 + 10 % and short of vacuum's 50 + 20 %.
    await handle.db.execute(sql`update brands set name = name || '!' where id > 100 and id <= 400`);
    expect(await embeddedUpkeepTurn(handle.db, { first: false })).toEqual({
      vacuumed: [],
      analyzed: ['public.brands'],
    });
    await handle.db.execute(sql`delete from brands where id > 2000`);
    expect(await embeddedUpkeepTurn(handle.db, { first: false })).toEqual({
      vacuumed: ['public.brands'],
      analyzed: [],
    });
  });

  it('vacuums every table above 64 kB on a process’s first turn: PGlite forgets its counts on a restart', async () => {
    const done = await embeddedUpkeepTurn(handle.db, { first: true });
    expect(done).toEqual({ vacuumed: ['public.brands'], analyzed: [] });
  });
});

describe('the app on the embedded database', () => {
  it('vacuums and analyzes it once ready', async () => {
    const handle = await openDatabase({ kind: 'embedded' });
    await handle.migrate();
    await handle.db.execute(sql`insert into teams (name) values ('Resellers')`);
    await addBrands(handle, 3000);
    const app = await buildApp({ config: testConfig(), database: handle, webDist: '/nonexistent' });
    try {
      await app.ready();
      await expect.poll(async () => (await brandsKept(handle)).vacuums, { timeout: 10_000 }).toBe(1);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
