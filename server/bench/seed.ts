import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

export type BenchSize = { items: number; sales: number };

/**
 * A reseller's history, made in SQL with generate_series (never row by row): products, sellers,
 * purchases (5 items each) over three years, items (sold, listed or in stock), one-item sales,
 * active listings for listed items, refunds on 2 % of the sales, an eBay order for each sale and a file
 * for every other item. Ids are set explicitly (a fresh database).
 */
export function seedStatements(teamId: number, { items, sales }: BenchSize) {
  const products = Math.max(100, Math.floor(items / 100));
  const sellers = Math.max(50, Math.floor(items / 50));
  const purchases = Math.ceil(items / 5);
  // Every step-th item is sold (sale g sells item g × step), so sales spread over the whole history.
  const step = Math.max(1, Math.floor(items / sales));
  const words = `(array['Phone','Camera','Console','Laptop','Tablet','Watch','Lens','Drone','Speaker','Headphones'])`;
  const brands = `(array['Apple','Sony','Nintendo','Canon','Samsung','Google','Dell','Bose','DJI','Garmin'])`;
  return [
    sql`insert into brands (team_id, name) select ${teamId}, b from unnest(${sql.raw(brands)}) b`,
    sql`insert into categories (team_id, name) select ${teamId}, w from unnest(${sql.raw(words)}) w`,
    sql`insert into platforms (team_id, name, fee_percent) select ${teamId}, p, 10 from unnest(array['eBay','Mercari','Facebook','Amazon','Local']) p`,
    sql`insert into locations (team_id, name) select ${teamId}, 'Shelf ' || g from generate_series(1, 20) g`,
    sql`insert into accounts (team_id, platform_id, name) select ${teamId}, g, 'Store ' || g from generate_series(1, 5) g`,
    sql.raw(`insert into products (id, team_id, name, brand_id, category_id, sku, mpn, upc, msrp) overriding system value
      select g, ${teamId}, ${brands}[1 + g % 10] || ' ' || ${words}[1 + (g / 10) % 10] || ' ' || (100 + g), 1 + g % 10, 1 + (g / 10) % 10,
        'SKU-' || g, 'MPN' || lpad(g::text, 7, '0'), lpad((g * 7919)::text, 12, '0'), 100 + g % 900
      from generate_series(1, ${products}) g`),
    sql.raw(`insert into sellers (id, team_id, name, username, email) overriding system value
      select g, ${teamId}, case when g % 3 = 0 then null else 'Seller ' || md5(g::text) end, 'user_' || substr(md5('u' || g), 1, 10),
        'seller' || g || '@example.com'
      from generate_series(1, ${sellers}) g`),
    sql.raw(`insert into purchases (id, team_id, seller_id, platform_id, purchased_at, received_at, order_number, subtotal, shipping, taxes, created_at)
      overriding system value
      select g, ${teamId}, 1 + g % ${sellers}, 1 + g % 5, t, t + interval '3 days', 'PO-' || g, 50 + (g % 500), g % 20, (g % 500) * 0.08, t
      from (select g, now() - interval '1095 days' + (g::float / ${purchases}) * interval '1090 days' as t from generate_series(1, ${purchases}) g) s`),
    // Every step-th item is sold (one per sale); of the rest a third is listed.
    sql.raw(`insert into inventory_items (id, team_id, product_id, purchase_id, serial_number, tag_number, cost, listed_price, location_id, status,
        received_at, created_at) overriding system value
      select g, ${teamId}, 1 + (g * 31) % ${products}, 1 + (g - 1) / 5, 'SN' || upper(substr(md5(g::text), 1, 6) || lpad(to_hex(g), 6, '0')), 'T' || g,
        10 + (g % 490), case when not (g % ${step} = 0 and g / ${step} <= ${sales}) and g % 3 = 0 then 30 + (g % 700) end, 1 + g % 20,
        case when g % ${step} = 0 and g / ${step} <= ${sales} then 'sold' when g % 3 = 0 then 'listed' else 'in_stock' end, p.received_at, p.received_at
      from generate_series(1, ${items}) g join purchases p on p.id = 1 + (g - 1) / 5`),
    sql.raw(`insert into sales (id, team_id, platform_id, account_id, sold_at, buyer, order_number, revenue_subtotal, revenue_shipping, revenue_taxes,
        cost_shipping, cost_commission, cost_payment, created_at) overriding system value
      select g, ${teamId}, 1 + g % 5, 1 + g % 5, least(now(), i.received_at + (1 + g % 120) * interval '1 day'), 'buyer_' || (g % 50000),
        'ORD-' || (1000000 + g), 20 + (g % 700), g % 15, (g % 700) * 0.07, g % 12, (g % 700) * 0.13, (g % 700) * 0.03, now()
      from generate_series(1, ${sales}) g join inventory_items i on i.id = g * ${step}`),
    sql.raw(
      `insert into sale_inventory_items (team_id, sale_id, inventory_item_id) select ${teamId}, g, g * ${step} from generate_series(1, ${sales}) g`,
    ),
    sql.raw(`insert into listings (id, team_id, platform_id, title, price, status, listed_at) overriding system value
      select i.id, ${teamId}, 1 + i.id % 5, 'Listing of item ' || i.id, i.listed_price, 'active', i.received_at + interval '1 day'
      from inventory_items i where i.team_id = ${teamId} and i.status = 'listed'`),
    sql.raw(`insert into listings_inventory_items (team_id, listing_id, inventory_item_id)
      select ${teamId}, id, id from listings where team_id = ${teamId}`),
    sql.raw(`insert into transactions (team_id, type, occurred_at, amount, description, sale_id)
      select ${teamId}, 'refund', s.sold_at + interval '5 days', 5 + g % 20, 'Partial refund', g
      from generate_series(50, ${sales}, 50) g join sales s on s.id = g`),
    // An eBay order for each sale, its line selling the sale's item; every 20th line still waits for its item.
    sql.raw(`insert into ebay_orders (id, team_id, account_id, order_id, fulfillment_status, payment_status, cancel_state,
        buyer_username, created_on_ebay_at, modified_on_ebay_at, subtotal, shipping, taxes, marketplace_fee, total, raw, sale_id)
        overriding system value
      select s.id, ${teamId}, s.account_id, '12-' || lpad(s.id::text, 7, '0'), 'FULFILLED', 'PAID',
        case when s.id % 50 = 0 then 'CANCELED' else 'NONE_REQUESTED' end, s.buyer, s.sold_at, s.sold_at,
        s.revenue_subtotal, s.revenue_shipping, s.revenue_taxes, s.cost_commission,
        s.revenue_subtotal + s.revenue_shipping + s.revenue_taxes, '{}'::jsonb, s.id
      from sales s where s.team_id = ${teamId}`),
    sql.raw(`insert into ebay_order_lines (team_id, ebay_order_id, line_item_id, sku, title, quantity, price, inventory_item_id)
      select ${teamId}, o.id, 'L' || o.id, 'SKU-' || si.inventory_item_id, p.name, 1, o.subtotal,
        case when o.id % 20 <> 0 then si.inventory_item_id end
      from ebay_orders o join sale_inventory_items si on si.sale_id = o.sale_id
        join inventory_items i on i.id = si.inventory_item_id join products p on p.id = i.product_id
      where o.team_id = ${teamId}`),
    // A photo of every other item (every tenth a PDF), uploaded when it was received.
    sql.raw(`insert into files (id, team_id, name, type, kind, size, sha256, storage_key, created_at) overriding system value
      select g, ${teamId}, 'item-' || (2 * g) || case when g % 10 = 0 then '.pdf' else '.jpg' end,
        case when g % 10 = 0 then 'application/pdf' else 'image/jpeg' end, case when g % 10 = 0 then 'pdf' else 'image' end,
        20000 + g % 5000000, md5(g::text), 'bench/' || g, i.created_at
      from generate_series(1, ${Math.floor(items / 2)}) g join inventory_items i on i.id = 2 * g`),
    sql.raw(`insert into file_links (team_id, file_id, entity, entity_id)
      select ${teamId}, id, 'inventory-items', 2 * id from files where team_id = ${teamId}`),
    // Identity sequences continue after the explicit ids.
    ...['products', 'sellers', 'purchases', 'inventory_items', 'sales', 'listings', 'ebay_orders', 'files'].map(
      (table) =>
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`),
    ),
    // The triggers of src/db/derived/ rewrote the sold and listed rows once; a fresh database would have been vacuumed by now.
    sql`vacuum analyze`,
  ];
}

export async function seed(db: Database, teamId: number, size: BenchSize, log: (line: string) => void): Promise<void> {
  for (const statement of seedStatements(teamId, size)) {
    const started = performance.now();
    await db.execute(statement);
    const text = statement.queryChunks
      .map((chunk) =>
        typeof chunk === 'object' && chunk && 'value' in chunk ? String((chunk as { value: unknown }).value) : '',
      )
      .join('');
    log(
      `  ${(performance.now() - started).toFixed(0).padStart(6)} ms  ${text.trim().split(/\s+/).slice(0, 3).join(' ')}`,
    );
  }
}
