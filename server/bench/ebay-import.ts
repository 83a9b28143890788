import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { createUser } from '../test/helpers/accounts.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/raw.ts';
import { ebayConnections } from '../src/db/schema/index.ts';
import { createEbayClient } from '../src/integrations/ebay/ebay-client.ts';
import { saveConnection } from '../src/ebay/connections.ts';
import { claimDueConnection, syncConnection } from '../src/ebay/sync.ts';
import type { EbayContext } from '../src/ebay/ebay-context.ts';
import { sampleOrder } from '../test/helpers/ebay-sample-order.ts';
import { startFakeEbay } from '../test/helpers/fake-ebay.ts';
import { benchConfig } from './bench-config.ts';

const orders = Number(process.env['BENCH_ORDERS'] ?? 10_000);
const log = (line: string) => process.stdout.write(`${line}\n`);
/** The live heap: collected first where the script runs with --expose-gc (npm run bench:ebay does). */
const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
};

/**
 * Imports BENCH_ORDERS (10,000) orders from the local eBay, 200 a page, on the embedded database (or
 * DATABASE_URL), then syncs the same window again; prints the times and the heap after each. As a
 * reseller's would, each order sells an item tagged with its SKU, and every third item is on an active
 * listing, which the sale ends.
 */
async function main() {
  const fake = await startFakeEbay();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flipstack-ebay-bench-'));
  const serverUrl = process.env['DATABASE_URL'];
  const database = await openDatabase(
    serverUrl ? { kind: 'postgres', url: serverUrl } : { kind: 'embedded', dataDir: path.join(dataDir, 'db') },
  );
  await database.migrate();
  const ebay = {
    clientId: fake.options.clientId,
    clientSecret: fake.options.clientSecret,
    ruName: fake.options.ruName,
    environment: 'sandbox' as const,
    authUrl: fake.url,
    apiUrl: fake.url,
    apizUrl: fake.url,
    pollSeconds: 3600,
    verificationToken: undefined,
  };
  const config = benchConfig({ dataDir, ebay });
  const app = await buildApp({ config, database, webDist: '/nonexistent' });
  await app.ready();
  try {
    const user = await createUser(database.db, { email: `bench-${Date.now()}@flipstack.test` });
    const teamId = user.teamIds[0]!;
    const context: EbayContext = {
      db: database.db,
      client: createEbayClient(ebay),
      appSecret: config.appSecret,
      pollSeconds: 3600,
      log: app.log,
    };
    fake.options.acceptUrl = 'http://bench/callback';
    const tokens = await context.client.exchangeCode(
      new URL(await fake.consent(context.client.authorizeUrl('bench'))).searchParams.get('code')!,
    );
    const start = new Date(Date.now() - 10 * 86_400_000).getTime();
    for (let index = 0; index < orders; index += 1) {
      const at = new Date(start + index * 60_000).toISOString();
      fake.orders.push(
        sampleOrder({
          orderId: `99-${String(index).padStart(5, '0')}-00000`,
          creationDate: at,
          lastModifiedDate: at,
          sku: `BENCH-${index}`,
          ...(index % 3 === 0 ? { legacyItemId: `BENCH-LISTING-${index}` } : {}),
        }),
      );
    }
    const connection = await saveConnection(context, teamId, await context.client.user(tokens.accessToken), tokens);
    await stockItems(database.db, teamId);
    const run = async (label: string) => {
      await database.db
        .update(ebayConnections)
        .set({ next_sync_at: new Date().toISOString(), synced_until: null })
        .where(sql`true`);
      const claimed = (await claimDueConnection(database.db, 'bench', connection.id))!;
      const began = performance.now();
      const calls = fake.requests.length;
      const counts = await syncConnection(context, claimed, 'bench');
      const pages = fake.requests.slice(calls).filter((line) => line.startsWith('GET /sell/fulfillment/v1/order?'));
      log(
        `${label}: ${JSON.stringify(counts)} in ${((performance.now() - began) / 1000).toFixed(1)} s, ` +
          `${pages.length} getOrders calls, heap ${heapMb()} MB`,
      );
    };
    log(`eBay import: ${orders} orders, ${database.kind} database, heap ${heapMb()} MB`);
    await run('import');
    await run('re-sync');
    const [sales] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sales where team_id = ${teamId}`,
    );
    const [sold] = await rowsOf<{ items: number; listings: number }>(
      database.db,
      sql`select (select count(*)::int from inventory_items where team_id = ${teamId} and status = 'sold') as items,
                 (select count(*)::int from listings where team_id = ${teamId} and status = 'sold') as listings`,
    );
    log(`sales: ${sales!.n}, items sold: ${sold!.items}, listings sold: ${sold!.listings}`);
  } finally {
    await app.close();
    await database.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One item per order, tagged BENCH-{n}; every third on an active listing of its own (on the eBay platform). */
async function stockItems(db: Database, teamId: number) {
  await db.execute(sql`insert into products (team_id, name) values (${teamId}, 'Bench phone')`);
  await db.execute(sql`insert into inventory_items (team_id, product_id, tag_number, cost)
    select ${teamId}, (select max(id) from products where team_id = ${teamId}), 'BENCH-' || g, 10
    from generate_series(0, ${orders - 1}) g`);
  await db.execute(sql`insert into listings (team_id, platform_id, title, price, external_id, status)
    select ${teamId}, (select min(id) from platforms where team_id = ${teamId}), 'Bench phone ' || g, 30, 'BENCH-LISTING-' || g, 'active'
    from generate_series(0, ${orders - 1}, 3) g`);
  await db.execute(sql`insert into listings_inventory_items (team_id, listing_id, inventory_item_id)
    select ${teamId}, l.id, i.id from listings l
    join inventory_items i on i.team_id = l.team_id and i.tag_number = 'BENCH-' || substr(l.external_id, 15)
    where l.team_id = ${teamId}`);
}

await main();
