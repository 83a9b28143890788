import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EBAY_CONNECTION_STATUSES } from '@flipstack/contract';
import { teamId } from './catalog.ts';
import { id, money, timestamps, utcTimestamp } from './columns.ts';
import { inventoryItems } from './inventory.ts';
import { users } from './accounts.ts';
import { accounts } from './parties.ts';
import { sales } from './sales.ts';

/**
 * A team's eBay seller account connected by OAuth: the tokens (AES-GCM, never plaintext), the sync's
 * schedule, its lease (the one instance syncing it) and its place in the window it is importing.
 */
export const ebayConnections = pgTable(
  'ebay_connections',
  {
    id: id(),
    team_id: teamId(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ebay_user_id: text('ebay_user_id').notNull(),
    ebay_username: text('ebay_username').notNull(),
    status: text('status', { enum: EBAY_CONNECTION_STATUSES }).notNull().default('connected'),
    access_token: text('access_token'),
    access_expires_at: utcTimestamp('access_expires_at'),
    refresh_token: text('refresh_token'),
    refresh_expires_at: utcTimestamp('refresh_expires_at'),
    last_sync_at: utcTimestamp('last_sync_at'),
    last_sync_error: text('last_sync_error'),
    next_sync_at: utcTimestamp('next_sync_at'),
    /** Orders modified up to here are imported; the next window starts a little before it. */
    synced_until: utcTimestamp('synced_until'),
    /** Finances transactions dated up to here are read; the next read starts days before it (late postings). */
    finances_synced_until: utcTimestamp('finances_synced_until'),
    /** Payouts dated up to here are read; the next read starts days before it (a payout's status moves on). */
    payouts_synced_until: utcTimestamp('payouts_synced_until'),
    /** The window being imported (set while a sync is under way or was interrupted): the rest of it, from here to its end. */
    window_from: utcTimestamp('window_from'),
    window_to: utcTimestamp('window_to'),
    /** The instance syncing this account holds it until then; a crashed one's lease runs out. */
    lease_until: utcTimestamp('lease_until'),
    lease_owner: text('lease_owner'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('ebay_connections_team_user_unique').on(table.team_id, table.ebay_user_id),
    index().on(table.next_sync_at),
    index().on(table.account_id),
    index().on(table.ebay_user_id),
  ],
);

/**
 * A Finances transaction of an order: its sale, refunds (with the fees eBay credits back), credits,
 * shipping labels (a voided one as a credit) and ad fees. `order_id` is the order it belongs to (its
 * orderId, or the ORDER_ID of its references), even when that order is not imported yet; `amount` is
 * what it costs the seller (a credit negative, so a sale's payout is negative).
 */
export const ebayFinanceTransactions = pgTable(
  'ebay_finance_transactions',
  {
    id: id(),
    team_id: teamId(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    transaction_id: text('transaction_id').notNull(),
    transaction_type: text('transaction_type').notNull(),
    fee_type: text('fee_type'),
    order_id: text('order_id'),
    amount: money('amount').notNull(),
    /** The selling fees it carries (totalFeeAmount, signed as eBay gives it: a refund's fee credit is negative). */
    fee_amount: money('fee_amount'),
    transaction_date: utcTimestamp('transaction_date').notNull(),
    /** The payout that paid it out (eBay's payoutId), once eBay has begun paying it. */
    payout_id: text('payout_id'),
    /** Its amount's currency (the seller's); null on rows read before it was kept. */
    currency: text('currency'),
    ...timestamps,
  },
  (table) => [
    index().on(table.team_id, table.payout_id),
    uniqueIndex('ebay_finance_transactions_team_transaction_unique').on(
      table.team_id,
      table.transaction_type,
      table.transaction_id,
    ),
    index().on(table.team_id, table.order_id),
    index().on(table.account_id),
  ],
);

/**
 * A payout eBay sent (or is sending) to the seller's bank, as getPayouts gives it: `amount` what it pays,
 * `transaction_count` how many Finances transactions eBay says it holds. Its status moves on
 * (INITIATED → SUCCEEDED, or a failure), so each read updates it.
 */
export const ebayPayouts = pgTable(
  'ebay_payouts',
  {
    id: id(),
    team_id: teamId(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    payout_id: text('payout_id').notNull(),
    payout_status: text('payout_status').notNull(),
    payout_date: utcTimestamp('payout_date').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    transaction_count: integer('transaction_count').notNull(),
    /** The bank account it went to: its nickname and last four digits, as eBay shows them. */
    instrument: text('instrument'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('ebay_payouts_team_payout_unique').on(table.team_id, table.payout_id),
    index('ebay_payouts_list_idx').on(table.team_id, table.payout_date.desc(), table.id.desc()),
    index().on(table.account_id),
  ],
);

/**
 * A connection started and not yet come back from eBay's consent: the state's hash, who asked (user and
 * team) and until when. The callback deletes the row it uses, so a state serves once.
 */
export const ebayOauthStates = pgTable(
  'ebay_oauth_states',
  {
    state_hash: text('state_hash').primaryKey(),
    team_id: teamId(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: utcTimestamp('expires_at').notNull(),
  },
  (table) => [index().on(table.expires_at)],
);

/** An eBay order as imported (the raw JSON kept), with the sale it became. */
export const ebayOrders = pgTable(
  'ebay_orders',
  {
    id: id(),
    team_id: teamId(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    order_id: text('order_id').notNull(),
    fulfillment_status: text('fulfillment_status'),
    payment_status: text('payment_status'),
    cancel_state: text('cancel_state'),
    buyer_username: text('buyer_username'),
    created_on_ebay_at: utcTimestamp('created_on_ebay_at').notNull(),
    modified_on_ebay_at: utcTimestamp('modified_on_ebay_at').notNull(),
    subtotal: money('subtotal').notNull(),
    shipping: money('shipping').notNull(),
    taxes: money('taxes').notNull(),
    marketplace_fee: money('marketplace_fee').notNull(),
    total: money('total').notNull(),
    currency: text('currency'),
    raw: jsonb('raw').notNull(),
    sale_id: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    /** Its lines waiting for their item, kept by a trigger on ebay_order_lines (migration 0031). */
    lines_to_match: integer('lines_to_match').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('ebay_orders_team_order_unique').on(table.team_id, table.order_id),
    index('ebay_orders_list_order_idx').on(table.team_id, table.created_on_ebay_at.desc(), table.id.desc()),
    index().on(table.account_id),
    index().on(table.sale_id),
  ],
);

/**
 * An order the sync could not finish (its fulfillment or Finances call refused, or the order itself not
 * importable), with eBay's or our reason: the rest of the account's orders go on, and this one is asked
 * for again by its id from `retry_at`, later after each failure. Gone once it imports.
 */
export const ebayOrderFailures = pgTable(
  'ebay_order_failures',
  {
    id: id(),
    team_id: teamId(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    order_id: text('order_id').notNull(),
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(1),
    retry_at: utcTimestamp('retry_at').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('ebay_order_failures_team_order_unique').on(table.team_id, table.order_id),
    index().on(table.account_id, table.retry_at),
  ],
);

/**
 * One unit of an order line, and the inventory item it sold (null: waiting under "To match"): a line of
 * quantity 3 is kept as units 1, 2 and 3, each selling its own item; `price` is the unit's share of the line.
 */
export const ebayOrderLines = pgTable(
  'ebay_order_lines',
  {
    id: id(),
    team_id: teamId(),
    ebay_order_id: integer('ebay_order_id')
      .notNull()
      .references(() => ebayOrders.id, { onDelete: 'cascade' }),
    line_item_id: text('line_item_id').notNull(),
    unit: integer('unit').notNull().default(1),
    sku: text('sku'),
    legacy_item_id: text('legacy_item_id'),
    /** The variation of a multi-variation listing bought (legacyVariationId), and its aspects ("Size: L"). */
    legacy_variation_id: text('legacy_variation_id'),
    variation: text('variation'),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    inventory_item_id: integer('inventory_item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('ebay_order_lines_order_line_unit_unique').on(table.ebay_order_id, table.line_item_id, table.unit),
    index().on(table.team_id, table.inventory_item_id),
    index().on(table.inventory_item_id),
  ],
);
