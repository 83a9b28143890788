import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KPI_GROUPS, VIEWS, WRITE_CHANGES, type WriteChanges } from '@flipstack/contract';
import { RESOURCES } from '../../src/resource-registry.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { FIXTURES, make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The web's cache forgets, after a write to a resource, that resource's lists and what WRITE_CHANGES names.
 * Here every resource is created, changed and deleted through the API in a team whose rows all refer to each
 * other, and every view the web shows and every list (with all its relations) is read before and after:
 * whatever answer a write changed must be the written resource's own or named in its WRITE_CHANGES entry.
 */

type Body = Record<string, unknown>;
type Answers = Map<string, string>;

const NAME = 'Zeta';
const VIEW_READS: Record<string, string> = {
  [VIEWS.inventoryDetail]: `${VIEWS.inventoryDetail}?limit=500`,
  [VIEWS.inventoryTracking]: VIEWS.inventoryTracking,
  [VIEWS.monthlySales]: `${VIEWS.monthlySales}?from=2026-01&to=2026-12`,
  [VIEWS.monthlyPurchases]: `${VIEWS.monthlyPurchases}?from=2026-01&to=2026-12`,
  [VIEWS.profitAndLoss]: `${VIEWS.profitAndLoss}?from=2026-01&to=2026-12`,
  [VIEWS.taxYear]: `${VIEWS.taxYear}?year=2026`,
  [VIEWS.globalSearch]: `${VIEWS.globalSearch}?q=${NAME}`,
  ...Object.fromEntries(
    KPI_GROUPS.map((by) => [
      `${VIEWS.analyticsKpis} by ${by}`,
      `${VIEWS.analyticsKpis}?from=2026-01&to=2026-12&by=${by}`,
    ]),
  ),
};
const viewOf = (read: string) => read.split(' ')[0]!;

/** A change each row of the team shows elsewhere: its name, a figure, a link to another row. */
const VISIBLE_CHANGES: Record<string, (caller: Caller) => Promise<Body>> = {
  brands: async () => ({ name: `${NAME} brand renamed` }),
  categories: async () => ({ name: `${NAME} phones renamed` }),
  platforms: async () => ({ name: `${NAME} market renamed`, fee_percent: '9.50' }),
  locations: async () => ({ name: `${NAME} shelf renamed` }),
  'shipping-services': async () => ({ name: `${NAME} post renamed` }),
  accounts: async () => ({ name: `${NAME} store renamed` }),
  sellers: async () => ({ name: `${NAME} seller renamed` }),
  products: async () => ({ name: `${NAME} phone renamed`, msrp: '699.00' }),
  purchases: async () => ({ shipping: '9.99', purchased_at: '2026-01-07T10:00:00.000Z' }),
  'inventory-items': async () => ({ cost: '35.00', condition: 'Used - Good', serial_number: `${NAME}-SN-2` }),
  'inventory-item-specs': async () => ({ value: '128 GB' }),
  listings: async () => ({ title: `${NAME} phone 128GB`, price: '425.00' }),
  'listings-inventory-items': async (caller) => ({ inventory_item_id: await make(caller, 'inventory-items') }),
  sales: async () => ({ cost_shipping: '5.00', revenue_subtotal: '160.00', buyer: `${NAME} buyer` }),
  'sale-inventory-items': async (caller) => ({ inventory_item_id: await make(caller, 'inventory-items') }),
  transactions: async () => ({ amount: '13.00', description: `${NAME} tape` }),
  'mileage-trips': async () => ({ miles: '30.0' }),
  'mileage-rates': async () => ({ rate_per_mile: '0.9000' }),
  reminders: async () => ({ title: `${NAME} ship it`, done: true }),
  chats: async () => ({ title: `${NAME} pricing` }),
  messages: async () => ({ content: `${NAME} hello` }),
};

let t: TestApp;
let alice: Caller;
/** The team's row of each resource, all of them linked together. */
const rowOf: Record<string, number> = {};

async function send(caller: Caller, method: 'post' | 'put' | 'delete', url: string, body?: Body) {
  const response = method === 'delete' ? await caller.delete(url) : await caller[method](url, body);
  if (response.statusCode >= 300)
    throw new Error(`${method.toUpperCase()} ${url} → ${response.statusCode} ${response.body}`);
  return response.statusCode === 204 ? undefined : response.json<Body & { id: number }>();
}

/** One team where every row refers to the others: a sold and a listed item of a purchase, with every name set. */
async function buildLinkedRows(caller: Caller): Promise<void> {
  const add = async (resource: string, overrides: Body) => (rowOf[resource] = await make(caller, resource, overrides));
  await add('brands', { name: `${NAME} brand` });
  await add('categories', { name: `${NAME} phones` });
  await add('products', { name: `${NAME} phone`, brand_id: rowOf.brands, category_id: rowOf.categories });
  await add('locations', { name: `${NAME} shelf` });
  await add('platforms', { name: `${NAME} market`, fee_percent: '13.00' });
  await add('accounts', { name: `${NAME} store`, platform_id: rowOf.platforms });
  await add('sellers', { name: `${NAME} seller` });
  await add('shipping-services', { carrier: 'USPS', name: `${NAME} post` });
  await add('purchases', {
    purchased_at: '2026-01-05T10:00:00.000Z',
    subtotal: '100.00',
    seller_id: rowOf.sellers,
    platform_id: rowOf.platforms,
    account_id: rowOf.accounts,
  });
  const item = (serial: string) => ({
    product_id: rowOf.products,
    purchase_id: rowOf.purchases,
    location_id: rowOf.locations,
    serial_number: `${NAME}-${serial}`,
    cost: '50.00',
  });
  const sold = await make(caller, 'inventory-items', item('SOLD'));
  await add('inventory-items', item('LISTED'));
  await add('inventory-item-specs', { inventory_item_id: rowOf['inventory-items'], key: 'Capacity', value: '64 GB' });
  await add('listings', {
    platform_id: rowOf.platforms,
    account_id: rowOf.accounts,
    title: `${NAME} phone 64GB`,
    price: '450.00',
    status: 'active',
  });
  await add('listings-inventory-items', { listing_id: rowOf.listings, inventory_item_id: rowOf['inventory-items'] });
  await add('sales', {
    sold_at: '2026-02-01T12:00:00.000Z',
    platform_id: rowOf.platforms,
    account_id: rowOf.accounts,
    shipping_service_id: rowOf['shipping-services'],
    revenue_subtotal: '150.00',
    cost_commission: '19.50',
  });
  await add('sale-inventory-items', { sale_id: rowOf.sales, inventory_item_id: sold });
  await add('transactions', {
    type: 'expense',
    occurred_at: '2026-02-02T00:00:00.000Z',
    amount: '12.50',
    description: `${NAME} bubble wrap`,
    category: 'Supplies',
    sale_id: rowOf.sales,
  });
  await add('mileage-rates', { country: 'US', starts_on: '2026-01-01', rate_per_mile: '0.7250' });
  await add('mileage-trips', {
    trip_date: '2026-02-03',
    purpose: `${NAME} thrift run`,
    from_place: 'Home',
    to_place: 'Goodwill',
    miles: '24.6',
  });
  await add('reminders', { title: `${NAME} ship order`, due_at: '2026-02-03T09:00:00.000Z' });
  await add('chats', { title: `${NAME} help` });
  await add('messages', { chat_id: rowOf.chats, message_type: 'user', content: `${NAME} hi` });
}

/** Every view the web shows and every resource's list with all its relations, as the team sees them now. */
async function readAll(caller: Caller): Promise<Answers> {
  const answers: Answers = new Map();
  for (const [name, url] of Object.entries(VIEW_READS)) answers.set(name, (await caller.get(`/api${url}`)).body);
  for (const { contract } of RESOURCES) {
    const relations = contract.relations.length > 0 ? `&with=${contract.relations.join(',')}` : '';
    answers.set(contract.name, (await caller.get(`/api/v2/${contract.name}?limit=500${relations}`)).body);
  }
  return answers;
}

/** What a write changed that WRITE_CHANGES does not name for it, as "resource write: answer". */
function unnamed(resource: string, write: string, before: Answers, after: Answers): string[] {
  const named = (WRITE_CHANGES as Record<string, WriteChanges>)[resource];
  const allowed = new Set<string>([resource, ...(named?.resources ?? []), ...(named?.views ?? [])]);
  return [...after]
    .filter(([answer, body]) => body !== before.get(answer))
    .map(([answer]) => answer)
    .filter((answer) => !allowed.has(viewOf(answer)))
    .map((answer) => `${resource} ${write}: ${answer}`);
}

beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
  await buildLinkedRows(alice);
});
afterAll(() => t.close());

describe('WRITE_CHANGES against the API', () => {
  const changed = new Set<string>();

  it.each(RESOURCES.map(({ contract }) => contract.name))(
    'a create, a change and a delete of %s change only what the table names',
    async (resource) => {
      const url = `/api/v2/${resource}`;
      const seen = (before: Answers, after: Answers) => {
        for (const [answer, body] of after) if (body !== before.get(answer)) changed.add(viewOf(answer));
      };
      const patch = await VISIBLE_CHANGES[resource]!(alice);
      const current = (await alice.get(`${url}/${rowOf[resource]}`)).json<Body>();
      const input = await FIXTURES[resource]!.create(alice);

      let before = await readAll(alice);
      await send(alice, 'put', `${url}/${rowOf[resource]}`, { ...current, ...patch });
      let after = await readAll(alice);
      const found = unnamed(resource, 'change', before, after);
      seen(before, after);

      before = after;
      const created = (await send(alice, 'post', url, input))!;
      after = await readAll(alice);
      found.push(...unnamed(resource, 'create', before, after));
      seen(before, after);

      before = after;
      await send(alice, 'delete', `${url}/${created.id}`);
      after = await readAll(alice);
      found.push(...unnamed(resource, 'delete', before, after));
      seen(before, after);

      expect(found).toEqual([]);
    },
  );

  it('saw every view change under some write, so no view is compared only while it stands still', () => {
    expect(Object.values(VIEWS).filter((view) => !changed.has(view))).toEqual([]);
  });
});
