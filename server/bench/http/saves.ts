import { latency } from '../measure.ts';

/** Server time of a save, as a person's click sends it (target p95 < 100 ms at 100k items). */
export const SAVE_TARGET_MS = 100;

type Post = (path: string, body: object) => Promise<{ id: number }>;

function poster(origin: string, cookie: string): Post {
  return async (path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'flipstack' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`POST ${path} → ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { id: number };
  };
}

/**
 * The two saves of a reseller's day, each timed one at a time over HTTP after a warm-up: a purchase of 5 new
 * items (the lot split to the cent, the items made) and a sale of one of them (its profit, the item sold).
 * Answers the table's lines.
 */
export async function benchSaves(
  origin: string,
  cookie: string,
  count: number,
  log: (line: string) => void,
): Promise<string[]> {
  const post = poster(origin, cookie);
  const product = await post('/api/v2/products', { name: `Bench save ${Date.now()}` });
  // Items of the seeded history to sell, enough for the warm-up and the timed sales.
  const stock = await fetch(
    `${origin}/api/inventory-items-detail?status=in_stock&limit=${Math.min(500, count + 200)}`,
    {
      headers: { cookie },
    },
  );
  const unsold = ((await stock.json()) as { rows: { id: number }[] }).rows.map((row) => row.id);
  // The warm-up's calls and the timed ones each buy new serial numbers.
  let bought = 0;
  const buy = async () => {
    const index = (bought += 1);
    await post('/api/v2/purchases', {
      purchased_at: new Date().toISOString(),
      subtotal: '100.01',
      shipping: '7.50',
      items: Array.from({ length: 5 }, (_, unit) => ({ product_id: product.id, serial_number: `BS-${index}-${unit}` })),
    });
  };
  const sell = async () => {
    const item = unsold.pop();
    if (item === undefined) throw new Error('no unsold item left to sell');
    await post('/api/v2/sales', {
      sold_at: new Date().toISOString(),
      revenue_subtotal: '49.99',
      revenue_shipping: '5.00',
      cost_commission: '6.62',
      inventory_item_ids: [item],
    });
  };
  const table = ['| save | p50 | p95 |', '|---|---|---|'];
  log(table.join('\n'));
  const purchases = await latency(buy, { count, warmMs: 300 });
  const sales = await latency(sell, { count, warmMs: 300 });
  for (const [name, timing] of [
    ['purchase of 5 items', purchases],
    ['sale of 1 item', sales],
  ] as const) {
    const line = `| ${name} | ${timing.p50.toFixed(1)} ms | ${timing.p95.toFixed(1)} ms${timing.p95 < SAVE_TARGET_MS ? '' : ' ✗'} |`;
    table.push(line);
    log(line);
  }
  return table;
}
