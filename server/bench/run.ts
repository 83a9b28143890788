import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { inventoryDetailQuerySchema } from '@flipstack/contract';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password-hash.ts';
import { createUser } from '../src/auth/create-user.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { addMember, createTeam } from '../src/teams/create-team.ts';
import { detailListQueries } from '../src/inventory/detail-repository.ts';
import { globalSearchQueries } from '../src/search/global-search.ts';
import { monthlySalesQuery } from '../src/analytics/monthly-sales.ts';
import { addMonths, monthIn } from '../src/analytics/month-range.ts';
import { testConfig } from '../test/helpers/test-app.ts';
import { measure, type Measured } from './measure.ts';
import { seed } from './seed.ts';

const serverUrl = process.env['DATABASE_URL'];
const items = Number(process.env['BENCH_ITEMS'] ?? (serverUrl ? 1_000_000 : 100_000));
const sales = Number(process.env['BENCH_SALES'] ?? Math.floor(items / 5));
const count = Number(process.env['BENCH_REQUESTS'] ?? (serverUrl ? 300 : 100));
const concurrency = Number(process.env['BENCH_CONCURRENCY'] ?? (serverUrl ? 8 : 1));
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
    return { handle, label: 'PGlite', dispose: async () => { await handle.close(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `flipstack_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  const version = ((await handle.db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] }).rows[0]!.server_version;
  return {
    handle,
    label: `PostgreSQL ${version} (database ${name})`,
    dispose: async () => { await handle.close(); if (!process.env['BENCH_KEEP']) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`); },
  };
}

type Client = { query(text: string, params: unknown[]): Promise<unknown> };

async function main(): Promise<void> {
  const database = await freshDatabase();
  const { db } = database.handle;
  try {
    log(`Flipstack bench on ${database.label}: ${items.toLocaleString('en')} items, ${sales.toLocaleString('en')} sales`);
    await database.handle.migrate();
    const email = 'bench@flipstack.test';
    const teamId = await db.transaction(async (tx) => {
      const user = await createUser(tx, { email, name: 'Bench', passwordHash: await hashPassword('bench password') });
      const team = await createTeam(tx, 'Bench resales');
      await addMember(tx, team, user.id, 'owner');
      return team;
    });
    const seeding = performance.now();
    await seed(db, teamId, { items, sales }, log);
    log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const app = await buildApp({ config: testConfig({ signInRateLimitPerMinute: 1000 }), database: database.handle, webDist: '/nonexistent' });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'bench password', remember: false } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const api = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
    };
    const client = (db as unknown as { $client: Client }).$client;
    const dialect = new PgDialect();
    const direct = (...statements: SQL[]) => Promise.all(statements.map((statement) => {
      const query = dialect.sqlToQuery(statement);
      return client.query(query.sql, query.params);
    })).then(() => undefined);

    // Inventory detail: the first 10 pages of the default order.
    const page = (index: number) => ({ limit: 50, offset: (index % 10) * 50 });
    // Search: product words, serial starts, order numbers, buyers, seller usernames, ids.
    const terms = ['sony', 'camera', 'SN0A', 'ORD-10012', 'buyer_123', 'user_3f', 'MPN00012', '4711', 'drone 15', 'T9999'];
    const thisMonth = monthIn(new Date(), 'UTC');
    const range = { from: addMonths(thisMonth, -23), to: thisMonth, timeZone: 'UTC' };
    const settings = sql`select key, value from team_settings where team_id = ${teamId}`;

    const cases: { name: string; api: (i: number) => Promise<void>; direct?: (i: number) => Promise<void>; target: number }[] = [
      {
        name: 'inventory-items-detail page (50 rows + totals)',
        api: (i) => api(`/api/inventory-items-detail?limit=50&offset=${page(i).offset}`),
        direct: (i) => { const q = detailListQueries(teamId, inventoryDetailQuerySchema.parse(page(i))); return direct(q.rows, q.totals); },
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
        direct: () => direct(settings).then(() => direct(monthlySalesQuery(teamId, range, {}))),
        target: 150,
      },
      // The other calls behind the insight screens, through the API only: each screen must open in under a second.
      ...[
        ['inventory filtered by product (page + totals)', (i: number) => `/api/inventory-items-detail?limit=50&product_id=${1 + (i % 50)}`],
        ['inventory tracking, whole team', () => '/api/inventory-items-tracking'],
        ['item story', (i: number) => `/api/inventory-items-detail/${1 + ((i * 7919) % 1000)}`],
        ['monthly-purchases, 24 months', () => `/api/analytics/monthly-purchases?from=${range.from}&to=${range.to}`],
        ['sales list page (/v2/sales)', (i: number) => `/api/v2/sales?limit=50&offset=${(i % 10) * 50}`],
        ['purchases list page (/v2/purchases)', (i: number) => `/api/v2/purchases?limit=50&offset=${(i % 10) * 50}`],
      ].map(([name, url]) => ({ name: name as string, api: (i: number) => api((url as (i: number) => string)(i)), target: 1000 })),
    ];
    const results: string[] = [];
    log(`\n${count} calls each; latency one at a time, throughput with ${concurrency} at once\n`);
    log('| call | API p50 | API p95 | API req/s | direct p50 | direct p95 | direct req/s | API/direct | p95 target |');
    log('|---|---|---|---|---|---|---|---|---|');
    for (const benchCase of cases) {
      const viaApi: Measured = await measure(benchCase.api, { count, concurrency });
      const viaDriver = benchCase.direct ? await measure(benchCase.direct, { count, concurrency }) : undefined;
      const directColumns = viaDriver
        ? `${viaDriver.p50.toFixed(1)} ms | ${viaDriver.p95.toFixed(1)} ms | ${viaDriver.perSecond.toFixed(0)} | ${(viaApi.perSecond / viaDriver.perSecond).toFixed(2)}×`
        : '– | – | – | –';
      const line = `| ${benchCase.name} | ${viaApi.p50.toFixed(1)} ms | ${viaApi.p95.toFixed(1)} ms | ${viaApi.perSecond.toFixed(0)} | ${directColumns} | < ${benchCase.target} ms ${viaApi.p95 < benchCase.target ? '✓' : '✗'} |`;
      log(line);
      results.push(line);
    }
    await app.close();
  } finally {
    await database.dispose();
  }
}

await main();
