/** An ImportField of import-fields.ts (which reads this file), as the report's fields need it. */
type ImportField = {
  key: string;
  label: string;
  type: 'text' | 'money' | 'date' | 'count' | 'name';
  max?: number;
  aliases: readonly string[];
  required?: string;
};

const text = (key: string, label: string, max: number, aliases: string[]): ImportField => ({
  key,
  label,
  type: 'text',
  max,
  aliases,
});
const money = (key: string, label: string, aliases: string[]): ImportField => ({ key, label, type: 'money', aliases });
const date = (key: string, label: string, aliases: string[]): ImportField => ({ key, label, type: 'date', aliases });

/**
 * A marketplace's sales report: a row is an order line (one item, or `quantity` alike). Each unit becomes a
 * sale of the unit it is matched to (by SKU, tag, serial or title), or waits under "to match". Money is the
 * line's, split over its units to the cent; `unit_price` is one unit's. Tax the marketplace collects and remits
 * is none of the seller's revenue, so only tax the seller collected is read. Without a fee column, the
 * marketplace fee is what the buyer paid the seller less the net proceeds and the other costs.
 */
export const MARKETPLACE_SALE_FIELDS: readonly ImportField[] = [
  text('order_id', 'Order id', 100, ['order id', 'order number', 'order', 'order no', 'order #', 'sale id']),
  text('line_id', 'Order line', 100, ['transaction id', 'line item id', 'line id', 'order line']),
  {
    ...date('sold_at', 'Sold', ['sold date', 'sale date', 'date of sale', 'order date', 'date sold', 'processed date']),
    required: 'every sale needs its date',
  },
  date('cancelled_at', 'Cancelled', ['canceled date', 'cancelled date', 'cancel date', 'date canceled']),
  text('status', 'Order status', 60, ['order status', 'status']),
  // A report may title a line by its whole description (Depop): the sale keeps its first 200 characters.
  text('title', 'Item title', 5000, ['item title', 'item name', 'listing title', 'product name', 'title', 'name']),
  text('sku', 'SKU', 100, ['sku', 'custom label', 'custom label sku', 'item sku']),
  { key: 'quantity', label: 'Quantity', type: 'count', aliases: ['qty', 'quantity sold', 'units'] },
  money('unit_price', 'Item price (each)', ['item price', 'price', 'sold for', 'order price', 'sold price']),
  money('revenue_shipping', 'Shipping charged', [
    'shipping and handling',
    'buyer shipping cost',
    'shipping charged',
    'shipping paid',
  ]),
  money('revenue_taxes', 'Tax the seller collected', ['seller collected tax']),
  money('cost_commission', 'Marketplace fee', ['selling fee', 'marketplace fee', 'commission', 'commission fee']),
  money('cost_payment', 'Payment processing fee', ['payment processing fee', 'processing fee', 'card processing fees']),
  money('cost_shipping', 'Shipping label', [
    'shipping label',
    'label cost',
    'shipping label cost',
    'seller shipping fee',
  ]),
  money('cost_other', 'Other fees', ['other fees', 'ad fee', 'boosting fee']),
  // A report that gives no fee but what the seller nets (Poshmark): the marketplace's fee is the difference.
  money('net_proceeds', 'Net proceeds', ['net earnings', 'net seller proceeds', 'net proceeds']),
  text('buyer', 'Buyer', 200, ['buyer', 'buyer username', 'buyer name']),
  text('tracking_number', 'Tracking number', 100, ['tracking number', 'tracking']),
  date('shipped_at', 'Shipped', ['date shipped', 'shipped on date', 'ship date', 'shipped date']),
  { key: 'platform', label: 'Marketplace', type: 'name', max: 120, aliases: ['marketplace', 'platform', 'sold on'] },
];

/** Statuses of a report's row that sold nothing (compared without case, spaces or punctuation). */
export const UNSOLD_ORDER_STATUSES = ['canceled', 'cancelled', 'refunded', 'returned'] as const;
