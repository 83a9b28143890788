/**
 * `npm run soak`: load and faults on a PostgreSQL server. Two app instances on one new database, 200
 * clients mixing reads and writes on the same few purchases and sales for 60 s, while PostgreSQL ends
 * the app's connections every few seconds. Fails on any answer ≥ 500 other than 503 (the database went
 * away: nothing saved), on a process that dies, and on any kept figure that differs from a recount.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run soak
 *   SOAK_CLIENTS, SOAK_SECONDS, SOAK_KILL_EVERY_MS change the load.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createUser, loginAs } from '../test/helpers/accounts.ts';
import { figureDrift } from '../test/helpers/figure-drift.ts';
import { testConfig } from '../test/helpers/test-app.ts';

const serverUrl = process.env['DATABASE_URL'];
if (!serverUrl) {
  console.error(
    'npm run soak needs DATABASE_URL naming a PostgreSQL server (a new database is made on it and dropped after).',
  );
  process.exit(2);
}
const CLIENTS = Number(process.env['SOAK_CLIENTS'] ?? 200);
const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 60);
const KILL_EVERY_MS = Number(process.env['SOAK_KILL_EVERY_MS'] ?? 4000);
const log = (line: string) => process.stdout.write(`${line}\n`);

const name = `flipstack_soak_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const config = testConfig({
  logLevel: (process.env['LOG_LEVEL'] as 'silent') ?? 'silent',
  signInRateLimitPerMinute: 100_000,
});
const databases = [
  await openDatabase({ kind: 'postgres', url: url.toString() }),
  await openDatabase({ kind: 'postgres', url: url.toString() }),
];
await Promise.all(databases.map((database) => database.migrate()));
const apps = await Promise.all(databases.map((database) => buildApp({ config, database, webDist: '/nonexistent' })));
const origins: string[] = [];
for (const app of apps) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  origins.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
}

// Two teams; every client of a team works on the same few purchases and sales, the worst case for kept figures.
const teams = await Promise.all(
  ['soak-a@flipstack.test', 'soak-b@flipstack.test'].map(async (email) => {
    await createUser(databases[0]!.db, { email });
    return { cookie: await loginAs(apps[0]!, email) };
  }),
);

type Answer = { status: number; body: any };
const statuses = new Map<number, number>();
const failures: string[] = [];
let requests = 0;

async function call(client: number, method: string, path: string, body?: unknown): Promise<Answer> {
  const origin = origins[client % origins.length]!;
  const team = teams[client % teams.length]!;
  requests += 1;
  let status = 0;
  let parsed: any = null;
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { cookie: team.cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    status = response.status;
    const text = await response.text();
    parsed = text ? JSON.parse(text) : null;
  } catch (error) {
    failures.push(`${method} ${path}: no answer (${(error as Error).message})`);
  }
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status >= 500 && status !== 503) failures.push(`${method} ${path} → ${status} ${JSON.stringify(parsed)}`);
  return { status, body: parsed };
}

/** Per team: a product to buy, and the purchases and sales all its clients write to. */
const shared = await Promise.all(
  teams.map(async (_, team) => {
    const product = (await call(team, 'POST', '/api/v2/products', { name: 'Soak phone' })).body.id as number;
    const purchases: number[] = [];
    const sales: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      purchases.push(
        (await call(team, 'POST', '/api/v2/purchases', { purchased_at: '2026-10-01T10:00:00.000Z', subtotal: '0.00' }))
          .body.id,
      );
      sales.push(
        (await call(team, 'POST', '/api/v2/sales', { sold_at: '2026-11-01T10:00:00.000Z', revenue_subtotal: '100.00' }))
          .body.id,
      );
    }
    return { product, purchases, sales };
  }),
);
const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!;
const cents = () => (1 + Math.floor(Math.random() * 5000) / 100).toFixed(2);

/** One step of a client: mostly reads, and writes that all touch the same parents. */
async function step(client: number): Promise<void> {
  const { product, purchases, sales } = shared[client % teams.length]!;
  const roll = Math.random();
  if (roll < 0.35) {
    const path = pick([
      '/api/v2/inventory-items?limit=20',
      '/api/inventory-items-detail?limit=20',
      '/api/v2/sales?limit=20',
      '/api/analytics/monthly-sales',
      '/api/global-search?q=soak',
    ]);
    await call(client, 'GET', path);
  } else if (roll < 0.55) {
    await call(client, 'POST', '/api/v2/inventory-items', {
      product_id: product,
      purchase_id: pick(purchases),
      cost: cents(),
      serial_number: `SOAK-${randomBytes(6).toString('hex')}`,
    });
  } else if (roll < 0.7) {
    const item = await call(client, 'POST', '/api/v2/inventory-items', { product_id: product, cost: cents() });
    if (item.status === 201)
      await call(client, 'POST', '/api/v2/sale-inventory-items', {
        sale_id: pick(sales),
        inventory_item_id: item.body.id,
      });
  } else if (roll < 0.8) {
    const links = await call(
      client,
      'GET',
      `/api/v2/sale-inventory-items?where=${encodeURIComponent(JSON.stringify({ sale_id: pick(sales) }))}&limit=5`,
    );
    const link = links.body?.rows?.[0];
    if (link) await call(client, 'DELETE', `/api/v2/sale-inventory-items/${link.id}`);
  } else if (roll < 0.9) {
    const items = await call(
      client,
      'GET',
      `/api/v2/inventory-items?where=${encodeURIComponent(JSON.stringify({ purchase_id: pick(purchases) }))}&limit=5&order_by=-id`,
    );
    const item = items.body?.rows?.[0];
    if (item)
      await call(client, 'PUT', `/api/v2/inventory-items/${item.id}`, {
        ...item,
        cost: cents(),
        purchase_id: pick(purchases),
      });
  } else {
    const sale = pick(sales);
    await call(client, 'PUT', `/api/v2/sales/${sale}`, {
      sold_at: pick(['2026-11-01T10:00:00.000Z', '2026-10-15T10:00:00.000Z']),
      revenue_subtotal: cents(),
    });
  }
}

log(
  `soak: ${CLIENTS} clients for ${SECONDS} s on two instances (${origins.join(', ')}), database ${name}; connections ended every ${KILL_EVERY_MS} ms`,
);
const deadline = Date.now() + SECONDS * 1000;
let terminations = 0;
const killer = setInterval(() => {
  admin
    .query(
      'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    )
    .then(({ rows }) => (terminations += rows[0].ended as number))
    .catch((error: Error) => failures.push(`terminating connections failed: ${error.message}`));
}, KILL_EVERY_MS);
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, client) => {
    while (Date.now() < deadline) await step(client);
  }),
);
clearInterval(killer);

const drift = await figureDrift(databases[0]!.db);
const drifted = Object.entries(drift).filter(([, rows]) => rows.length > 0);
log(`requests: ${requests} (${Math.round(requests / SECONDS)}/s); connections ended: ${terminations}`);
log(
  `answers: ${[...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')}`,
);
log(
  drifted.length === 0
    ? 'kept figures: all equal to a recount'
    : `kept figures that drifted: ${drifted.map(([figure, rows]) => `${figure} (${rows.length})`).join(', ')}`,
);
for (const failure of failures.slice(0, 20)) log(`  ${failure}`);

await Promise.all(apps.map((app) => app.close()));
await Promise.all(databases.map((database) => database.close()));
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.end();
const isPassed = failures.length === 0 && drifted.length === 0;
log(isPassed ? 'soak passed' : `soak FAILED: ${failures.length} bad answers, ${drifted.length} drifted figures`);
process.exitCode = isPassed ? 0 : 1;
