import type { Session } from '../http/session.ts';
import type { Row } from '../db/raw.ts';
import { getResource } from '../resource-registry.ts';
import { createRow, listRows, updateRow } from '../resources/service.ts';
import type { Database } from '../db/client.ts';
import { inventoryItems as inventoryItemsResource } from '../items/inventory-items.resource.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * Six weeks of a small reseller's work for the demo team: bought lots split over their items, listings,
 * sales with fees (the older two shipped, the latest waiting), an expense and a reminder. Written through
 * the resource engine, so every domain rule (cost split, items marked listed, sold and shipped, listings
 * ended) runs exactly as it does for a user.
 */
export async function seedDemoLedger(db: Database, session: Session): Promise<void> {
  const create = async (resource: string, input: Record<string, unknown>): Promise<Row> => {
    const definition = getResource(resource);
    return createRow(db, session, definition, definition.contract.input.parse(input));
  };

  const ebay = await create('platforms', {
    name: 'eBay',
    url: 'https://www.ebay.com',
    fee_percent: '13.25',
    fee_fixed: '0.40',
  });
  const mercari = await create('platforms', { name: 'Mercari', url: 'https://www.mercari.com', fee_percent: '10' });
  const facebook = await create('platforms', {
    name: 'Facebook Marketplace',
    url: 'https://www.facebook.com/marketplace',
  });
  const ebayAccount = await create('accounts', {
    platform_id: ebay.id,
    name: 'Main eBay store',
    username: 'flipstack_demo',
  });
  const mercariAccount = await create('accounts', {
    platform_id: mercari.id,
    name: 'Mercari',
    username: 'demo-mercari',
  });

  // One at a time: a transaction is one connection, and pg refuses overlapping queries on it.
  const [apple, sony, nintendo, bose, samsung] = await inTurn(
    ['Apple', 'Sony', 'Nintendo', 'Bose', 'Samsung'],
    (name) => create('brands', { name }),
  );
  const electronics = await create('categories', { name: 'Electronics' });
  const [phones, consoles, headphones, tablets] = await inTurn(
    ['Phones', 'Game consoles', 'Headphones', 'Tablets'],
    (name) => create('categories', { name, parent_id: electronics.id }),
  );
  const shelf = await create('locations', { name: 'Shelf A' });
  await create('locations', { name: 'Garage' });
  const groundAdvantage = await create('shipping-services', { carrier: 'USPS', name: 'Ground Advantage' });
  await create('shipping-services', { carrier: 'USPS', name: 'Priority Mail' });
  await create('shipping-services', { carrier: 'UPS', name: 'Ground' });

  const estateSale = await create('sellers', {
    name: 'Maple Street Estate Sales',
    email: 'hello@maple-estates.example',
  });
  const gadgetGuy = await create('sellers', { username: 'gadgetguy88', platform_id: ebay.id });
  const maria = await create('sellers', { name: 'Maria L.', platform_id: facebook.id, notes: 'Local pickup, cash' });

  const product = (name: string, brand: Row, category: Row, msrp: string, sku: string) =>
    create('products', { name, brand_id: brand.id, category_id: category.id, msrp, sku });
  const switchOled = await product('Nintendo Switch OLED', nintendo!, consoles!, '349.99', 'NSW-OLED-WHT');
  const xm4 = await product('Sony WH-1000XM4', sony!, headphones!, '349.99', 'SONY-XM4-BLK');
  const iphone = await product('iPhone 13 128GB', apple!, phones!, '699.00', 'IP13-128-MID');
  const qc45 = await product('Bose QuietComfort 45', bose!, headphones!, '329.00', 'BOSE-QC45-BLK');
  const ipadAir = await product('iPad Air (5th generation) 64GB', apple!, tablets!, '599.00', 'IPAD-AIR5-64');
  const galaxy = await product('Samsung Galaxy S21 128GB', samsung!, phones!, '799.99', 'SM-G991U-128');

  // A lot from an estate sale: 642.00 shared equally over three items (214.00 each).
  const lot = await create('purchases', {
    seller_id: estateSale.id,
    purchased_at: daysAgo(45),
    received_at: daysAgo(45),
    order_number: 'EST-2291',
    subtotal: '600.00',
    taxes: '42.00',
    notes: 'Two Switches and a pair of XM4s',
    items: [
      { product_id: switchOled.id, serial_number: 'XTW70012345678', tag_number: 'T-001', condition: 'Used - like new' },
      { product_id: switchOled.id, serial_number: 'XTW70087654321', tag_number: 'T-002', condition: 'Used - good' },
      { product_id: xm4.id, serial_number: 'SN-XM4-552019', tag_number: 'T-003', condition: 'Used - good' },
    ],
  });
  const phoneBuy = await create('purchases', {
    seller_id: gadgetGuy.id,
    platform_id: ebay.id,
    account_id: ebayAccount.id,
    purchased_at: daysAgo(30),
    received_at: daysAgo(26),
    order_number: '14-09876-54321',
    subtotal: '380.00',
    shipping: '12.50',
    taxes: '27.48',
    items: [{ product_id: iphone.id, serial_number: 'F2LXK0ABCD12', tag_number: 'T-004', condition: 'Used - good' }],
  });
  // Shared by weight: the iPad carries three times a headphone's share.
  const localBuy = await create('purchases', {
    seller_id: maria.id,
    platform_id: facebook.id,
    purchased_at: daysAgo(12),
    received_at: daysAgo(12),
    subtotal: '520.00',
    split: 'weight',
    items: [
      {
        product_id: qc45.id,
        serial_number: 'QC45-077121',
        tag_number: 'T-005',
        condition: 'Used - like new',
        weight: 1,
      },
      { product_id: qc45.id, serial_number: 'QC45-077342', tag_number: 'T-006', condition: 'Used - good', weight: 1 },
      { product_id: ipadAir.id, serial_number: 'DMPH2LL0A1B2', tag_number: 'T-007', condition: 'Open box', weight: 3 },
    ],
  });
  await create('purchases', {
    seller_id: gadgetGuy.id,
    platform_id: ebay.id,
    account_id: ebayAccount.id,
    purchased_at: daysAgo(3),
    order_number: '14-11223-34455',
    subtotal: '250.00',
    shipping: '15.00',
    items: [{ product_id: galaxy.id, serial_number: 'R58R12ABCDE', condition: 'Used - fair' }],
  });

  const inventory = inventoryItemsResource;
  const itemsOf = async (purchase: Row) =>
    (
      await listRows(db, session, inventory, {
        where: JSON.stringify({ purchase_id: purchase.id }),
        order_by: 'id',
        limit: 50,
        offset: 0,
      })
    ).rows;
  const [switchA, switchB, headphonesXm4] = await itemsOf(lot);
  const [phoneItem] = await itemsOf(phoneBuy);
  const [boseA] = await itemsOf(localBuy);
  for (const item of [switchA, switchB, headphonesXm4, phoneItem, boseA]) {
    await updateRow(db, session, inventory, item!.id, { location_id: shelf.id });
  }

  const list = (platform: Row, account: Row | null, title: string, price: string, item: Row, days: number) =>
    create('listings', {
      platform_id: platform.id,
      account_id: account?.id ?? null,
      title,
      price,
      status: 'active',
      listed_at: daysAgo(days),
      inventory_item_ids: [item.id],
    });
  const switchListing = await list(
    ebay,
    ebayAccount,
    'Nintendo Switch OLED White - Like New, Complete in Box',
    '329.99',
    switchA!,
    40,
  );
  await list(mercari, mercariAccount, 'Nintendo Switch OLED - White - Good condition', '319.00', switchB!, 38);
  await list(ebay, ebayAccount, 'Sony WH-1000XM4 Noise Cancelling Headphones Black', '229.00', headphonesXm4!, 38);
  const phoneListing = await list(
    ebay,
    ebayAccount,
    'Apple iPhone 13 128GB Midnight Unlocked - Good',
    '549.00',
    phoneItem!,
    24,
  );
  const boseListing = await list(facebook, null, 'Bose QC45 headphones, like new', '199.00', boseA!, 10);

  await create('sales', {
    platform_id: ebay.id,
    account_id: ebayAccount.id,
    listing_id: switchListing.id,
    sold_at: daysAgo(35),
    buyer: 'jpark_games',
    order_number: '23-10555-81234',
    revenue_subtotal: '329.99',
    revenue_shipping: '18.00',
    revenue_taxes: '26.40',
    cost_shipping: '14.85',
    cost_commission: '48.10',
    shipping_service_id: groundAdvantage.id,
    tracking_number: '9400111899223100012345',
    shipped_at: daysAgo(34),
    inventory_item_ids: [switchA!.id],
  });
  await create('sales', {
    platform_id: ebay.id,
    account_id: ebayAccount.id,
    listing_id: phoneListing.id,
    sold_at: daysAgo(8),
    buyer: 'tech.deals.lou',
    order_number: '23-10987-65432',
    revenue_subtotal: '549.00',
    revenue_taxes: '43.92',
    cost_shipping: '9.20',
    cost_commission: '78.55',
    shipping_service_id: groundAdvantage.id,
    tracking_number: '9400111899223100067890',
    shipped_at: daysAgo(6),
    inventory_item_ids: [phoneItem!.id],
  });
  // The latest sale still waits for its buyer: the dashboard's one item to ship.
  await create('sales', {
    platform_id: facebook.id,
    listing_id: boseListing.id,
    sold_at: daysAgo(2),
    buyer: 'Local buyer (cash)',
    revenue_subtotal: '190.00',
    notes: 'Paid in cash; picks up on Saturday',
    inventory_item_ids: [boseA!.id],
  });

  await create('transactions', {
    type: 'expense',
    occurred_at: daysAgo(20),
    amount: '24.99',
    description: 'Bubble mailers and tape',
    category: 'Shipping supplies',
  });
  await create('transactions', {
    type: 'mileage',
    occurred_at: daysAgo(12),
    amount: '18.40',
    description: 'Drive to pick up the Bose lot (28 mi)',
  });
  // Mileage since trips exist: miles valued at the team's rate for the day.
  await create('mileage-trips', {
    trip_date: daysAgo(5).slice(0, 10),
    purpose: 'Ship the week’s sales at the post office',
    from_place: 'Home',
    to_place: 'Post office',
    miles: '9.4',
  });
  await create('reminders', {
    title: 'Lower the Mercari Switch price if it has not sold',
    due_at: daysAgo(-3),
    done: false,
  });
}

async function inTurn<T, R>(values: T[], make: (value: T) => Promise<R>): Promise<R[]> {
  const made: R[] = [];
  for (const value of values) made.push(await make(value));
  return made;
}
