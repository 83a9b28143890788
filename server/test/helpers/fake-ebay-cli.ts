import { sampleOrder } from './ebay-sample-order.ts';
import { startFakeEbay } from './fake-ebay.ts';
import { payoutOf } from './fake-ebay-payouts.ts';
import { saleTransaction } from './fake-ebay-transactions.ts';

/**
 * `npm run ebay:fake`: the local eBay of the tests on a fixed port with a few orders, so the whole flow
 * (connect, import, match, a new order arriving) can be tried without an eBay developer account.
 * Type `n` and Enter to add a new order; the SKUs are tags of the demo team's items (T-002 …), so they match.
 */
const port = Number(process.env['EBAY_FAKE_PORT'] ?? 4599);
const app = process.env['PUBLIC_URL'] ?? 'http://localhost:3000';
const fake = await startFakeEbay({ acceptUrl: `${app}/api/ebay/callback`, port });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
let next = 1;
const addOrder = (hours: number, sku: string) => {
  const at = hoursAgo(hours);
  const order = sampleOrder({
    orderId: `12-03456-${String(78900 + next).padStart(5, '0')}`,
    creationDate: at,
    lastModifiedDate: at,
    sku,
  });
  next += 1;
  fake.orders.push(order);
  return order;
};
const paidOut = addOrder(50, 'T-002');
// Its sale, posted in Finances a day later, and paid out to the seller's bank a few hours after that.
const paidOutSale = saleTransaction(paidOut, { transactionId: '04001000001', transactionDate: hoursAgo(26) });
fake.transactions.push(paidOutSale);
fake.payouts.push(payoutOf([paidOutSale], { payoutId: '7000100001', payoutDate: hoursAgo(20) }));
addOrder(26, 'NO-SUCH-TAG');
addOrder(3, 'T-003');
const laterTags = ['T-006', 'T-005'];
fake.inventory.push({
  sku: 'T-007',
  title: 'Apple iPad Air (5th generation) 64GB Space Gray',
  offer: { offerId: '5005317001', listingId: '110555000777', price: '389.00', quantity: 1 },
});

// Listed on ebay.com itself: only the Trading API sees it.
fake.sellingList.push({
  itemId: '110555000888',
  title: 'Apple iPhone 13 128GB Midnight (listed on ebay.com)',
  sku: 'T-004',
  price: '429.00',
  quantity: 1,
});

const print = (line: string) => process.stdout.write(`${line}\n`);
print(`Local eBay on ${fake.url} with ${fake.orders.length} orders. Start the app with:`);
print('');
print(
  `  EBAY_CLIENT_ID=${fake.options.clientId} EBAY_CLIENT_SECRET=${fake.options.clientSecret} EBAY_RUNAME=${fake.options.ruName} \\\n` +
    `  EBAY_AUTH_URL=${fake.url} EBAY_API_URL=${fake.url} EBAY_APIZ_URL=${fake.url} EBAY_POLL_SECONDS=5 npm start`,
);
print('');
print('Type n and Enter to add an order.');
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text: string) => {
  if (text.trim() !== 'n') return;
  const order = addOrder(0, laterTags.shift() ?? `NEW-${next}`);
  print(`Added order ${order.orderId} (SKU ${order.lineItems[0]!.sku}).`);
});
