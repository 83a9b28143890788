import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password-hash.ts';
import { createUser } from '../src/auth/create-user.ts';
import { POOL_SETTINGS, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { rowsOf } from '../src/db/raw.ts';
import { RESOURCES } from '../src/resource-registry.ts';
import { addMember, createTeam } from '../src/teams/create-team.ts';
import { benchConfig } from './bench-config.ts';
import { startAppProcess } from './http/app-process.ts';
import { startBareServer, type Runner } from './http/bare-server.ts';
import { listCalls, type Call } from './http/calls.ts';
import { captureStatements, type Statement } from './http/capture.ts';
import { insightCalls } from './http/insight-calls.ts';
import { httpLoad } from './http/load.ts';
import { benchExports } from './http/exports.ts';
import { benchBrowserSaves } from './http/browser-saves.ts';
import { benchSaves } from './http/saves.ts';
import { benchScreens, SCREENS } from './http/screens.ts';
import { soak } from './http/soak.ts';
import { latency, median } from './measure.ts';
import { seed } from './seed.ts';
import { benchAssistant } from './assistant.ts';
import { benchUnderstanding } from './assistant-understanding.ts';
import { benchFiles } from './files.ts';

const serverUrl = process.env['DATABASE_URL'];
const items = Number(process.env['BENCH_ITEMS'] ?? (serverUrl ? 1_000_000 : 100_000));
const sales = Number(process.env['BENCH_SALES'] ?? Math.floor(items / 5));
const count = Number(process.env['BENCH_REQUESTS'] ?? 50);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 16);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 3);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
/** BENCH_SWEEP=0: only the first call of each screen, not every sort, filter and `with` of every list. */
const sweep = process.env['BENCH_SWEEP'] !== '0';
/** BENCH_PREPARED=1: the bare handler sends every statement named (it otherwise names those the app named). */
const prepared = process.env['BENCH_PREPARED'] === '1';
/** A database kept by an earlier run (BENCH_KEEP=1), measured again without seeding. */
const reuse = process.env['BENCH_REUSE'];
const only = process.env['BENCH_ONLY'];
/** Minutes of mixed load after the table, the app's RSS sampled each second (0: none). */
const soakMinutes = Number(process.env['BENCH_SOAK'] ?? 0);
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

/** Closes the database once, however many times it is asked. */
function closingOnce(handle: DatabaseHandle): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => (closed ??= handle.close());
}

/**
 * A fresh database: PGlite in a temporary directory (laid out as the app's DATA_DIR, so the app can be
 * started on it), or a new database on the DATABASE_URL server. `seeded`: the run's own, which BENCH_REUSE
 * names (a directory on PGlite) and BENCH_KEEP keeps; the sections' (files, assistant) are always new and
 * always dropped. `close` lets the app have the embedded database, which one process holds at a time.
 */
async function freshDatabase(seeded = false): Promise<{
  handle: DatabaseHandle;
  label: string;
  url?: string;
  dataDir?: string;
  close(): Promise<void>;
  dispose(): Promise<void>;
}> {
  const reused = seeded ? reuse : undefined;
  const kept = seeded && (Boolean(process.env['BENCH_KEEP']) || reused !== undefined);
  if (!serverUrl) {
    const dataDir = reused ?? mkdtempSync(path.join(tmpdir(), 'flipstack-bench-'));
    const handle = await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'db') });
    const close = closingOnce(handle);
    return {
      handle,
      label: 'PGlite',
      dataDir,
      close,
      dispose: async () => {
        await close();
        if (kept) log(`Kept: BENCH_REUSE=${dataDir}`);
        else rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = reused ?? `flipstack_bench_${randomBytes(4).toString('hex')}`;
  if (!reused) await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  const close = closingOnce(handle);
  const [{ server_version: version }] = (await rowsOf<{ server_version: string }>(
    handle.db,
    sql`show server_version`,
  )) as [{ server_version: string }];
  return {
    handle,
    label: `PostgreSQL ${version} (database ${name})`,
    url: url.toString(),
    close,
    dispose: async () => {
      await close();
      if (!kept) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

const DOCS = path.resolve(import.meta.dirname, '../../docs/benchmarks.md');

/** The run's table into docs/benchmarks.md, between the markers of its database and size (added at the end if new). */
function writeTable(label: string, table: string[]): void {
  const [open, close] = [`<!-- bench: ${label} -->`, `<!-- /bench: ${label} -->`];
  const block = `${open}\n${table.join('\n')}\n${close}`;
  const docs = readFileSync(DOCS, 'utf8');
  const [start, end] = [docs.indexOf(open), docs.indexOf(close)];
  writeFileSync(
    DOCS,
    start >= 0 && end > start
      ? `${docs.slice(0, start)}${block}${docs.slice(end + close.length)}`
      : `${docs.trimEnd()}\n\n${block}\n`,
  );
  log(`Written to docs/benchmarks.md (${label}).`);
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

type Answer = { rows: unknown[] };
type EmbeddedClient = {
  query(text: string, values: unknown[]): Promise<Answer>;
  transaction<T>(work: (tx: { query(text: string, values: unknown[]): Promise<Answer> }) => Promise<T>): Promise<T>;
};

/** The bare handler's driver: a pool of its own on PostgreSQL (as large as the app's), the same client on PGlite. */
function bareRunner(handle: DatabaseHandle, url: string | undefined): { run: Runner; close(): Promise<void> } {
  if (!url) {
    const client = (handle.db as unknown as { $client: EmbeddedClient }).$client;
    return {
      run: {
        one: (statement) => client.query(statement.text, statement.values),
        // PGlite opens and ends the transaction itself, as drizzle's transaction on it does.
        inOrder: (statements) =>
          client.transaction(async (tx) => {
            const answers: Answer[] = [];
            for (const statement of statements) answers.push(await tx.query(statement.text, statement.values));
            return answers;
          }),
      },
      close: async () => {},
    };
  }
  const pool = new pg.Pool({ connectionString: url, ...POOL_SETTINGS });
  const config = (statement: Statement, name: string | undefined) =>
    ({ text: statement.text, values: statement.values, types: statement.types, name }) as pg.QueryConfig;
  return {
    run: {
      one: (statement, name) => pool.query(config(statement, name)),
      // The captured statements include the transaction's begin and commit.
      inOrder: async (statements, names) => {
        const connection = await pool.connect();
        try {
          const answers: Answer[] = [];
          for (const [index, statement] of statements.entries())
            answers.push(await connection.query(config(statement, names[index])));
          return answers;
        } finally {
          connection.release();
        }
      },
    },
    close: () => pool.end(),
  };
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password', remember: false }),
  });
  if (!response.ok) throw new Error(`sign-in → ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A signed-in cookie, renewed every 10 minutes: a run outlasts the access token's 15. */
function session(origin: string, email: string): () => Promise<string> {
  let cookie: Promise<string> | undefined;
  let signedInAt = 0;
  return () => {
    if (!cookie || Date.now() - signedInAt > 10 * 60_000) {
      signedInAt = Date.now();
      cookie = signIn(origin, email);
    }
    return cookie;
  };
}

/** GET over a keep-alive connection; anything but 200 stops the bench. */
function getter(origin: string, cookie: () => Promise<string>) {
  return async (pathAndQuery: string) => {
    const response = await fetch(`${origin}${pathAndQuery}`, { headers: { cookie: await cookie() } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${pathAndQuery} → ${response.status} ${body.slice(0, 300)}`);
    return body;
  };
}

/** Every screen of the app with data, an item's, a sale's, a purchase's and a product's page among them. */
async function screenPaths(get: (path: string) => Promise<string>): Promise<string[]> {
  const firstId = async (resource: string) =>
    (JSON.parse(await get(`/api/v2/${resource}?limit=1`)) as { rows: { id: number }[] }).rows[0]?.id;
  const pages = await Promise.all(
    [
      ['/inventory', 'inventory-items'],
      ['/sales', 'sales'],
      ['/purchases', 'purchases'],
      ['/products', 'products'],
    ].map(async ([screen, resource]) => {
      const id = await firstId(resource!);
      return id === undefined ? [] : [`${screen}/${id}`];
    }),
  );
  return [...SCREENS, ...pages.flat()];
}

/** Every call the bench times: the insight screens' and every resource's list variants (from its first row). */
async function everyCall(get: (path: string) => Promise<string>): Promise<Call[]> {
  const stock = JSON.parse(await get('/api/inventory-items-detail?limit=1')) as { total: number };
  const markOf = async (path: string) => (JSON.parse(await get(path)) as { next_after?: string }).next_after;
  const markBefore = (order: string) =>
    markOf(`/api/inventory-items-detail?limit=1&offset=${Math.max(0, Math.floor(stock.total / 2) - 1)}${order}`);
  const middle = {
    byDefault: await markBefore(''),
    byWait: await markBefore('&order_by=-days_in_stock'),
    files: await markOf(`/api/files?limit=1&offset=${Math.max(0, Math.floor(stock.total / 4) - 1)}`),
    // The orders' total is capped at LIST_COUNT_CAP: the bench made one a sale.
    orders: await markOf(`/api/ebay/orders?limit=1&offset=${Math.max(0, Math.floor(sales / 2) - 1)}`),
  };
  const calls = insightCalls(stock.total, middle);
  for (const { contract } of RESOURCES) {
    const page = JSON.parse(await get(`/api/v2/${contract.name}?limit=1`)) as { rows: Record<string, unknown>[] };
    const deep = JSON.parse(await get(`/api/v2/${contract.name}?limit=1&offset=4999`)) as { next_after?: string };
    calls.push(...listCalls(contract, page.rows[0], deep.next_after));
  }
  return calls;
}

async function main(): Promise<void> {
  const database = await freshDatabase(true);
  const { db } = database.handle;
  try {
    log(
      reuse
        ? `Flipstack bench on ${database.label}, seeded by an earlier run`
        : `Flipstack bench on ${database.label}: ${items.toLocaleString('en')} items, ${sales.toLocaleString('en')} sales`,
    );
    await database.handle.migrate();
    const email = 'bench@flipstack.test';
    if (reuse) await benchTeam(db);
    else await seedBenchTeam(db, email);
    await rowsOf(db, sql`analyze`);

    // The app in this process: it shows which statements each call sends, and on PGlite it is the one measured.
    const app = await buildApp({
      config: benchConfig(),
      database: database.handle,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const inProcess = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    let served = database.url ? await startAppProcess({ databaseUrl: database.url }) : undefined;
    let origin = served?.origin ?? inProcess;
    let cookie = session(origin, email);
    let get = getter(origin, cookie);
    const inProcessCookie = served ? session(inProcess, email) : cookie;
    const getInProcess = served ? getter(inProcess, inProcessCookie) : get;
    // Signed in before any capture, so no call's statements include the sign-in's.
    await inProcessCookie();
    const target = database.url ? 25 : 50;

    const all = await everyCall(get);
    const named = only?.split(',');
    const calls = all.filter(
      (call) => (!named || named.some((name) => call.name.includes(name))) && (sweep || call.limit),
    );
    log(
      `\n${calls.length} calls, ${count} times each one at a time over HTTP after a warm-up (p50, p95); the first call of`,
    );
    log(
      `each screen also loaded by ${connections} connections for ${seconds} s, ${rounds} rounds alternating the app and a bare`,
    );
    log(
      `node:http handler running the statements the app ran (${prepared ? 'as named prepared statements' : 'named where the app named them'}).\n`,
    );
    const table = ['| call | p50 | p95 | app req/s | bare req/s | app/bare (spread) |', '|---|---|---|---|---|---|'];
    const print = (line: string) => {
      table.push(line);
      log(line);
    };
    log(table.join('\n'));

    const client = (db as unknown as { $client: Parameters<typeof captureStatements>[0] }).$client;
    const routes = new Map<string, Statement[]>();
    const bare = bareRunner(database.handle, database.url);
    const bareServer = await startBareServer(routes, bare.run, { prepared });
    const rss: number[] = [];
    const missed: string[] = [];
    for (const call of calls) {
      // The first calls warm the shared path; each variant after them needs only its own statements' plans.
      const timing = await latency(() => get(call.path).then(() => undefined), {
        count,
        warmMs: call.limit ? 2000 : 300,
      });
      let rates = '– | – | –';
      if (call.limit) {
        routes.set(call.path, await captureStatements(client, () => getInProcess(call.path).then(() => undefined)));
        const ratios: number[] = [];
        const appRates: number[] = [];
        const bareRates: number[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const measured = served;
          const sampling = measured && setInterval(() => rss.push(measured.rss()), 100);
          const viaApp = await httpLoad(`${origin}${call.path}`, {
            connections,
            seconds,
            headers: { cookie: await cookie() },
          });
          if (sampling) clearInterval(sampling);
          const viaBare = await httpLoad(`${bareServer.origin}${call.path}`, { connections, seconds });
          if (viaApp.errors || viaBare.errors)
            throw new Error(`${call.path}: ${viaApp.errors} / ${viaBare.errors} failed requests`);
          appRates.push(viaApp.requestsPerSecond);
          bareRates.push(viaBare.requestsPerSecond);
          ratios.push(viaApp.requestsPerSecond / viaBare.requestsPerSecond);
        }
        ratios.sort((a, b) => a - b);
        const ratio = median(ratios);
        rates = `${median(appRates).toFixed(0)} | ${median(bareRates).toFixed(0)} | ${ratio.toFixed(2)}× (${ratios[0]!.toFixed(2)}–${ratios.at(-1)!.toFixed(2)}) ${ratio >= 0.8 ? '✓' : '✗'}`;
        if (ratio < 0.8) missed.push(`${call.name}: ${ratio.toFixed(2)}× of the bare handler`);
      }
      if (timing.p95 >= target) missed.push(`${call.name}: p95 ${timing.p95.toFixed(1)} ms`);
      print(
        `| ${call.name} | ${timing.p50.toFixed(1)} ms | ${timing.p95.toFixed(1)} ms${timing.p95 < target ? '' : ' ✗'} | ${rates} |`,
      );
    }
    log(
      `\np95 target < ${target} ms. ${missed.length ? `Missed (${missed.length}):\n- ${missed.join('\n- ')}` : 'Every call met its targets.'}`,
    );
    if (rss.length)
      log(
        `The app's RSS under load: ${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)} MB (target < 250 MB).`,
      );
    let saves: string[] = [];
    if (!only || only === 'saves') {
      log(`\nSaves, ${count} times each one at a time over HTTP (target p95 < 100 ms):\n`);
      saves = await benchSaves(origin, await cookie(), count, log);
    }
    const [held] = await rowsOf<{ items: number }>(db, sql`select count(*)::int as items from inventory_items`);
    await bareServer.close();
    await bare.close();
    const timesScreens = !only || only === 'screens';
    const timesExports = !only || only === 'exports';
    const timesBrowserSaves = !only || only === 'saves';
    // The embedded database is one process's at a time: the app takes it over as `npm start` runs it, so the
    // screens, the exports and the soak measure its own memory, not the bench's.
    const { dataDir } = database;
    const handsOver = dataDir !== undefined && (timesScreens || timesExports || timesBrowserSaves || soakMinutes > 0);
    if (handsOver) {
      await app.close();
      await database.close();
      served = await startAppProcess({ dataDir });
      origin = served.origin;
      cookie = session(origin, email);
      get = getter(origin, cookie);
    }
    const appRss = () => served?.rss() ?? process.memoryUsage().rss / 1024 / 1024;
    let screens: string[] = [];
    if (timesScreens) {
      log(`\nEvery screen in Chromium, moved to from the loaded app, ${rounds} rounds (target < 300 ms):\n`);
      screens = await benchScreens(origin, await cookie(), await screenPaths(get), { rounds, log });
    }
    let browserSaves: string[] = [];
    if (timesBrowserSaves) {
      log(`\nSaves in Chromium, ${rounds} each, quiet and beside a busy loop on every core (target < 500 ms):\n`);
      browserSaves = await benchBrowserSaves(origin, await cookie(), rounds, log);
    }
    let exports: string[] = [];
    if (timesExports) {
      log(`\nThe CSV exports, each downloaded once:\n`);
      exports = await benchExports(origin, await cookie(), appRss, log);
    }
    if (soakMinutes > 0) {
      log(`\nSoak: every screen's first call in turn, ${connections} connections, ${soakMinutes} minutes:`);
      const screens = all.filter((call) => call.limit).map((call) => `${origin}${call.path}`);
      const headers = async () => ({ cookie: await cookie() });
      const minutes = await soak(screens, { minutes: soakMinutes, connections, slice: 5, headers }, appRss, log);
      const errors = minutes.reduce((sum, minute) => sum + minute.errors, 0);
      const last = minutes.at(-1)!;
      log(
        `RSS ${minutes[0]!.rssMin.toFixed(0)}–${minutes[0]!.rssMax.toFixed(0)} MB in the first minute, ${last.rssMin.toFixed(0)}–${last.rssMax.toFixed(0)} MB in the last; ${errors} failed requests.`,
      );
    }
    if (!only) {
      const size = `${held!.items.toLocaleString('en')} items`;
      writeTable(`${database.url ? 'PostgreSQL' : 'PGlite'}, ${size}${sweep ? '' : ', first calls'}`, table);
      writeTable(`${database.url ? 'PostgreSQL' : 'PGlite'}, ${size}, screens`, screens);
      writeTable(`${database.url ? 'PostgreSQL' : 'PGlite'}, ${size}, exports`, exports);
    }
    if (saves.length > 0) {
      const size = `${held!.items.toLocaleString('en')} items`;
      writeTable(`${database.url ? 'PostgreSQL' : 'PGlite'}, ${size}, saves`, saves);
      writeTable(`${database.url ? 'PostgreSQL' : 'PGlite'}, ${size}, saves in the browser`, browserSaves);
    }
    await served?.stop();
    if (!handsOver) await app.close();
  } finally {
    await database.dispose();
  }
}

// BENCH_ONLY=files or =assistant runs only that section, which needs no seeded history.
const SECTIONS = ['files', 'assistant'];
if (!only || !SECTIONS.includes(only)) await main();
if (!only || only === 'files') await benchFiles(log, freshDatabase);
if (!only || only === 'assistant') benchUnderstanding(log);
if (!only || only === 'assistant') await benchAssistant(log, freshDatabase);
