import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { addMonths, inventoryDetailQuerySchema, monthOf } from '@flipstack/contract';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password-hash.ts';
import { createUser } from '../src/auth/create-user.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { rowsOf } from '../src/db/raw.ts';
import { addMember, createTeam } from '../src/teams/create-team.ts';
import { detailListQueries } from '../src/inventory/detail-repository.ts';
import { globalSearchQueries } from '../src/search/global-search.ts';
import { monthlyPurchasesQuery } from '../src/analytics/monthly-purchases.ts';
import { monthlySalesQuery } from '../src/analytics/monthly-sales.ts';
import { teamTimeZoneQuery } from '../src/analytics/month-range.ts';
import { testConfig } from '../test/helpers/test-app.ts';
import { latency, median, throughput } from './measure.ts';
import { seed } from './seed.ts';
import { benchAssistant } from './assistant.ts';
import { benchFiles } from './files.ts';

const serverUrl = process.env['DATABASE_URL'];
const items = Number(process.env['BENCH_ITEMS'] ?? (serverUrl ? 1_000_000 : 100_000));
const sales = Number(process.env['BENCH_SALES'] ?? Math.floor(items / 5));
const count = Number(process.env['BENCH_REQUESTS'] ?? (serverUrl ? 300 : 100));
const concurrency = Number(process.env['BENCH_CONCURRENCY'] ?? (serverUrl ? 8 : 1));
const seconds = Number(process.env['BENCH_SECONDS'] ?? 3);
const ROUNDS = 7;
/** A database kept by an earlier run (BENCH_KEEP=1), measured again without seeding. */
const reuse = process.env['BENCH_REUSE'];
const only = process.env['BENCH_ONLY'];
const log = (line: string) => process.stdout.write(`${line}\n`);

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database: PGlite in a temporary directory, or a new database on the DATABASE_URL server. */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; label: string; dispose(): Promise<void> }> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'flipstack-bench-'));
    const handle = await openDatabase({ kind: 'embedded', dataDir: dir });
    return {
      handle,
      label: 'PGlite',
      dispose: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = reuse ?? `flipstack_bench_${randomBytes(4).toString('hex')}`;
  if (!reuse) await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  const [{ server_version: version }] = (await rowsOf<{ server_version: string }>(
    handle.db,
    sql`show server_version`,
  )) as [{ server_version: string }];
  return {
    handle,
    label: `PostgreSQL ${version} (database ${name})`,
    dispose: async () => {
      await handle.close();
      if (!process.env['BENCH_KEEP'] && !reuse) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function seedBenchTeam(db: DatabaseHandle['db'], email: string): Promise<number> {
  const teamId = await db.transaction(async (tx) => {
    const user = await createUser(tx, { email, name: 'Bench', passwordHash: await hashPassword('bench password') });
    const team = await createTeam(tx, 'Bench resales');
    await addMember(tx, team, user.id, 'owner');
    return team;
  });
  const seeding = performance.now();
  await seed(db, teamId, { items, sales }, log);
  log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  return teamId;
}

async function benchTeam(db: DatabaseHandle['db']): Promise<number> {
  const [team] = await rowsOf<{ id: number }>(db, sql`select id from teams where name = 'Bench resales'`);
  if (!team) throw new Error(`BENCH_REUSE=${reuse}: no bench team in that database`);
  return team.id;
}

type Client = { query(text: string, params: unknown[]): Promise<unknown> };

async function main(): Promise<void> {
  const database = await freshDatabase();
  const { db } = database.handle;
  try {
    log(
      reuse
        ? `Flipstack bench on ${database.label}, seeded by an earlier run`
        : `Flipstack bench on ${database.label}: ${items.toLocaleString('en')} items, ${sales.toLocaleString('en')} sales`,
    );
    await database.handle.migrate();
    const email = 'bench@flipstack.test';
    const teamId = reuse ? await benchTeam(db) : await seedBenchTeam(db, email);

    const app = await buildApp({
      config: testConfig({ signInRateLimitPerMinute: 1000 }),
      database: database.handle,
      webDist: '/nonexistent',
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'bench password', remember: false },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const api = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
    };
    const client = (db as unknown as { $client: Client }).$client;
    const dialect = new PgDialect();
    const direct = (...statements: SQL[]) =>
      Promise.all(
        statements.map((statement) => {
          const query = dialect.sqlToQuery(statement);
          return client.query(query.sql, query.params);
        }),
      ).then(() => undefined);

    // Inventory detail: the first 10 pages of the default order.
    const page = (index: number) => ({ limit: 50, offset: (index % 10) * 50 });
    // Search: product words, serial starts, order numbers, buyers, seller usernames, ids.
    const terms = [
      'sony',
      'camera',
      'SN0A',
      'ORD-10012',
      'buyer_123',
      'user_3f',
      'MPN00012',
      '4711',
      'drone 15',
      'T9999',
    ];
    const thisMonth = monthOf(new Date(), 'UTC');
    const range = { from: addMonths(thisMonth, -23), to: thisMonth, timeZone: 'UTC' };

    const cases: {
      name: string;
      api: (i: number) => Promise<void>;
      direct?: (i: number) => Promise<void>;
      target: number;
    }[] = [
      {
        name: 'inventory-items-detail page (50 rows + totals)',
        api: (i) => api(`/api/inventory-items-detail?limit=50&offset=${page(i).offset}`),
        direct: (i) => {
          const q = detailListQueries(teamId, inventoryDetailQuerySchema.parse(page(i)));
          return direct(q.rows, q.totals);
        },
        target: 25,
      },
      {
        name: 'global search',
        api: (i) => api(`/api/global-search?q=${encodeURIComponent(terms[i % terms.length]!)}`),
        direct: (i) => direct(...Object.values(globalSearchQueries(teamId, terms[i % terms.length]!))),
        target: 50,
      },
      {
        name: 'monthly-sales, 24 months',
        api: () => api(`/api/analytics/monthly-sales?from=${range.from}&to=${range.to}`),
        direct: () =>
          direct(teamTimeZoneQuery(teamId)).then(() => direct(monthlySalesQuery(teamId, range, {}, 'kept'))),
        target: 150,
      },
      {
        name: 'monthly-purchases, 24 months',
        api: () => api(`/api/analytics/monthly-purchases?from=${range.from}&to=${range.to}`),
        direct: () =>
          direct(teamTimeZoneQuery(teamId)).then(() => direct(monthlyPurchasesQuery(teamId, range, {}, 'kept'))),
        target: 25,
      },
      // The other calls behind the insight screens, through the API only: each screen must open in under a second.
      ...[
        [
          'inventory filtered by product (page + totals)',
          (i: number) => `/api/inventory-items-detail?limit=50&product_id=${1 + (i % 50)}`,
        ],
        ['inventory tracking, whole team', () => '/api/inventory-items-tracking'],
        ['item story', (i: number) => `/api/inventory-items-detail/${1 + ((i * 7919) % 1000)}`],
        ['sales list page (/v2/sales)', (i: number) => `/api/v2/sales?limit=50&offset=${(i % 10) * 50}`],
        ['purchases list page (/v2/purchases)', (i: number) => `/api/v2/purchases?limit=50&offset=${(i % 10) * 50}`],
      ].map(([name, url]) => ({
        name: name as string,
        api: (i: number) => api((url as (i: number) => string)(i)),
        target: 1000,
      })),
    ];
    log(
      `\n${count} calls one at a time for latency, after a warm-up. Throughput: ${concurrency} calls at once for ${seconds} s,`,
    );
    log(
      `${ROUNDS} rounds alternating API and direct; the median round of each, and the median of the rounds' API/direct ratios.\n`,
    );
    log('| call | API p50 | API p95 | API req/s | direct p50 | direct p95 | direct req/s | API/direct | p95 target |');
    log('|---|---|---|---|---|---|---|---|---|');
    const load = { seconds, concurrency };
    for (const benchCase of cases.filter((c) => !only || c.name.includes(only))) {
      const viaApi = await latency(benchCase.api, { count });
      const viaDriver = benchCase.direct && (await latency(benchCase.direct, { count }));
      const apiRates: number[] = [];
      const directRates: number[] = [];
      for (let round = 0; round < (benchCase.direct ? ROUNDS : 1); round += 1) {
        apiRates.push(await throughput(benchCase.api, load));
        if (benchCase.direct) directRates.push(await throughput(benchCase.direct, load));
      }
      const [apiRate, directRate] = [median(apiRates), viaDriver ? median(directRates) : 0];
      // Each API round is paired with the direct round after it, run seconds apart on the same machine.
      const ratios = apiRates.map((rate, round) => rate / directRates[round]!).sort((a, b) => a - b);
      const directColumns = viaDriver
        ? `${viaDriver.p50.toFixed(1)} ms | ${viaDriver.p95.toFixed(1)} ms | ${directRate.toFixed(0)} | ${median(ratios).toFixed(2)}× (${ratios[0]?.toFixed(2)}–${ratios.at(-1)?.toFixed(2)})`
        : '– | – | – | –';
      log(
        `| ${benchCase.name} | ${viaApi.p50.toFixed(1)} ms | ${viaApi.p95.toFixed(1)} ms | ${apiRate.toFixed(0)} | ${directColumns} | < ${benchCase.target} ms ${viaApi.p95 < benchCase.target ? '✓' : '✗'} |`,
      );
    }
    await app.close();
  } finally {
    await database.dispose();
  }
}

// BENCH_ONLY=files or =assistant runs only that section, which needs no seeded history.
const SECTIONS = ['files', 'assistant'];
if (!only || !SECTIONS.includes(only)) await main();
if (!only || only === 'files') await benchFiles(log, freshDatabase);
if (!only || only === 'assistant') await benchAssistant(log, freshDatabase);
