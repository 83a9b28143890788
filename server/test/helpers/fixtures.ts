import type { Caller } from './callers.ts';

type Body = Record<string, unknown>;

/** How to make a valid row of a resource (creating what it refers to) and a change to PUT on it. */
export type Fixture = {
  create: (caller: Caller) => Promise<Body>;
  /** Merged into the created input for a full-object PUT; the answer must match it. */
  change: (caller: Caller) => Promise<Body>;
};

let serial = 0;
const unique = (prefix: string) => `${prefix}-${(serial += 1)}`;

/** POST a row and return its id; fails loudly so a broken fixture names itself. */
export async function make(caller: Caller, resource: string, overrides: Body = {}): Promise<number> {
  const response = await caller.post(`/api/v2/${resource}`, {
    ...(await FIXTURES[resource]!.create(caller)),
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`make(${resource}) → ${response.statusCode} ${response.body}`);
  return response.json().id;
}

const fixed = (body: Body) => async () => body;

export const FIXTURES: Record<string, Fixture> = {
  // A team names a brand once: each made brand has a name of its own.
  brands: {
    create: async () => ({ name: unique('Sony') }),
    change: async () => ({ name: unique('Sony Group') }),
  },
  categories: { create: fixed({ name: 'Phones' }), change: fixed({ name: 'Mobile phones' }) },
  platforms: { create: fixed({ name: 'eBay', fee_percent: '13.25' }), change: fixed({ fee_percent: '12.90' }) },
  locations: { create: fixed({ name: 'Shelf A' }), change: fixed({ name: 'Shelf B' }) },
  'shipping-services': {
    create: fixed({ carrier: 'USPS', name: 'Priority Mail' }),
    change: fixed({ name: 'Ground Advantage' }),
  },
  accounts: {
    create: async (c) => ({ platform_id: await make(c, 'platforms'), name: 'Main store', username: 'flipper' }),
    change: fixed({ name: 'Second store' }),
  },
  sellers: {
    create: fixed({ name: 'Garage sale Joe', email: 'joe@example.com' }),
    change: fixed({ username: 'joe99' }),
  },
  products: {
    create: async (c) => ({
      name: 'iPhone 12',
      brand_id: await make(c, 'brands'),
      category_id: await make(c, 'categories'),
      msrp: '799.00',
    }),
    change: fixed({ sku: 'IP12-64' }),
  },
  purchases: {
    create: async (c) => ({
      purchased_at: '2026-01-05T10:00:00.000Z',
      subtotal: '100.00',
      seller_id: await make(c, 'sellers'),
    }),
    change: fixed({ shipping: '9.99', total: '109.99' }),
  },
  'inventory-items': {
    create: async (c) => ({ product_id: await make(c, 'products'), serial_number: unique('SN'), cost: '10.00' }),
    change: fixed({ condition: 'Used - Good', status: 'in_stock' }),
  },
  'inventory-item-specs': {
    create: async (c) => ({ inventory_item_id: await make(c, 'inventory-items'), key: 'Capacity', value: '64 GB' }),
    change: fixed({ value: '128 GB' }),
  },
  listings: {
    create: async (c) => ({ platform_id: await make(c, 'platforms'), title: 'iPhone 12 64GB', price: '450.00' }),
    change: fixed({ price: '425.00', status: 'active' }),
  },
  'listings-inventory-items': {
    create: async (c) => ({
      listing_id: await make(c, 'listings'),
      inventory_item_id: await make(c, 'inventory-items'),
    }),
    change: async (c) => ({ inventory_item_id: await make(c, 'inventory-items') }),
  },
  sales: {
    create: fixed({ sold_at: '2026-02-01T12:00:00.000Z', revenue_subtotal: '50.00', buyer: 'alice_buys' }),
    change: fixed({ cost_shipping: '5.00', profit: '45.00' }),
  },
  'sale-inventory-items': {
    create: async (c) => ({ sale_id: await make(c, 'sales'), inventory_item_id: await make(c, 'inventory-items') }),
    change: async (c) => ({ inventory_item_id: await make(c, 'inventory-items') }),
  },
  transactions: {
    create: fixed({
      type: 'expense',
      occurred_at: '2026-02-02T00:00:00.000Z',
      amount: '12.50',
      description: 'Bubble wrap',
    }),
    change: fixed({ amount: '13.00' }),
  },
  reminders: {
    create: fixed({ title: 'Ship order', due_at: '2026-02-03T09:00:00.000Z' }),
    change: fixed({ done: true }),
  },
  'mileage-trips': {
    create: fixed({
      trip_date: '2026-02-03',
      purpose: 'Thrift store run',
      from_place: 'Home',
      to_place: 'Goodwill',
      miles: '24.6',
    }),
    // 30 miles at the 2025 IRS rate (the latest on or before the trip's day).
    change: fixed({ miles: '30.0', rate_per_mile: '0.7000', amount: '21.00' }),
  },
  // A team has one rate per country and start day: each made rate starts on a day of its own.
  'mileage-rates': {
    create: async () => ({ country: 'GB', starts_on: `${2000 + ((serial += 1) % 7000)}-04-06`, rate_per_mile: '0.45' }),
    change: fixed({ note: 'HMRC approved rate' }),
  },
  chats: { create: fixed({ title: 'Pricing help' }), change: fixed({ title: 'Pricing' }) },
  messages: {
    create: async (c) => ({ chat_id: await make(c, 'chats'), message_type: 'user', content: 'Hi' }),
    change: fixed({ content: 'Hello', show_to_user: false }),
  },
};
