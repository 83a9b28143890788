import type { InventoryItemStory, InventoryTrackingResponse, MonthlySalesResponse } from '@flipstack/contract';

type Result = Record<string, unknown>;
type Item = {
  id: number;
  serial_number: string | null;
  tag_number: string | null;
  product: string;
  status: string;
  cost: string | null;
  days_in_stock: number;
  location?: string | null;
};

/** A scalar as text; anything else as empty text. */
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const status = (text: string) => text.replace('_', ' ');
const dayOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : 'an unknown day');

function itemLine(item: Item): string {
  const codes = [item.serial_number && `serial ${item.serial_number}`, item.tag_number && `tag ${item.tag_number}`]
    .filter(Boolean)
    .join(', ');
  const where = item.location ? `, at ${item.location}` : '';
  const cost = item.cost === null ? 'no cost' : `cost ${item.cost}`;
  return `- #${item.id} ${item.product}${codes ? ` (${codes})` : ''}: ${status(item.status)}, ${plural(item.days_in_stock, 'day')} in stock, ${cost}${where}`;
}

type NetFigures = { other_income: string; expenses: string; mileage: string; net_profit: string };

/** 'After expenses 46.94 and mileage 57.49, net profit is −72.93.': the profit and loss report's answer in a sentence. */
function netSentence(net: NetFigures): string {
  const income = Number(net.other_income) === 0 ? '' : `, with other income ${net.other_income}`;
  return `After expenses ${net.expenses} and mileage ${net.mileage}${income}, net profit is ${net.net_profit}.`;
}

function periodName(result: Result): string {
  const names: Record<string, string> = {
    this_month: 'This month',
    last_month: 'Last month',
    this_year: 'This year',
    last_year: 'Last year',
    last_12_months: 'In the last 12 months',
  };
  const from = String(result['from_month']);
  const to = String(result['to_month']);
  const months = from === to ? from : `${from} to ${to}`;
  const name = typeof result['period'] === 'string' ? names[result['period']] : undefined;
  return name ? `${name} (${months})` : `In ${months}`;
}

const DESCRIBE: Record<string, (args: Result, result: Result) => string> = {
  find_items: (args, result) => {
    const items = result['items'] as Item[];
    const asked = textOf(args['serial_number'] ?? args['tag_number'] ?? args['text']);
    if (items.length === 0) return `I found no item matching ${asked}.`;
    const total = Number(result['total']);
    const shown = total > items.length ? ` (the first ${items.length} shown)` : '';
    return [`I found ${plural(total, 'item')} matching ${asked}${shown}:`, ...items.map(itemLine)].join('\n');
  },
  item_story: (_args, result) => {
    const story = result as unknown as InventoryItemStory;
    const lines = [itemLine({ ...story.item, product: story.product.name, location: story.item.location?.name })];
    if (story.purchase)
      lines.push(
        `Bought on ${dayOf(story.purchase.purchased_at)} (purchase #${story.purchase.id}, total ${story.purchase.total}).`,
      );
    for (const listing of story.listings)
      lines.push(`Listed on ${listing.platform_name} at ${listing.price} (${listing.status}).`);
    if (story.sale)
      lines.push(`Sold on ${dayOf(story.sale.sold_at)} for ${story.sale.revenue_total}, profit ${story.sale.profit}.`);
    return lines.join('\n');
  },
  sales_summary: (_args, result) => {
    const { totals, net } = result as unknown as MonthlySalesResponse & { net: NetFigures };
    const sales =
      totals.count === 0
        ? `${periodName(result)} there were no sales.`
        : `${periodName(result)} you made a profit of ${totals.profit}${totals.margin_percent === null ? '' : ` (margin ${totals.margin_percent}%)`} on ${plural(totals.count, 'sale')} of ${plural(totals.items, 'item')}: revenue ${totals.revenue_total}, fees and costs ${totals.cost_total}, cost of goods ${totals.cost_of_goods}.`;
    return `${sales} ${netSentence(net)}`;
  },
  stock_summary: (_args, result) => {
    const tracking = result as unknown as InventoryTrackingResponse & {
      older_than_days?: { days: number; count: number; cost: string; items: Item[] };
    };
    const older = tracking.older_than_days;
    if (older) {
      if (older.count === 0) return `No unsold item has been in stock over ${plural(older.days, 'day')}.`;
      return [
        `${plural(older.count, 'unsold item')} ${older.count === 1 ? 'has' : 'have'} been in stock over ${plural(older.days, 'day')} (cost ${older.cost}):`,
        ...older.items.map(itemLine),
      ].join('\n');
    }
    const of = (name: string) => tracking.statuses.find((row) => row.status === name)!;
    const inStock = of('in_stock');
    const listed = of('listed');
    const aging = tracking.aging.map((bucket) => `${bucket.bucket} days: ${bucket.count}`).join(', ');
    return [
      `You have ${plural(inStock.count, 'item')} in stock (cost ${inStock.cost}) and ${listed.count} listed (cost ${listed.cost}, listed value ${listed.listed_value}); ${of('in_transit').count} in transit, ${of('returned').count} returned.`,
      `Unsold items by age: ${aging}. ${plural(tracking.unlisted.count, 'unsold item')} ${tracking.unlisted.count === 1 ? 'is' : 'are'} not on an active listing.`,
    ].join('\n');
  },
  product_history: (_args, result) => {
    const product = result['product'] as { id: number; name: string };
    const byStatus = result['items_by_status'] as { status: string; count: number; cost: string }[];
    const sales = result['sales'] as { sales: number; revenue_total: string; profit: string };
    const bought = byStatus.reduce((sum, row) => sum + row.count, 0);
    const counts = byStatus.map((row) => `${row.count} ${status(row.status)}`).join(', ');
    return `${product.name}: ${plural(bought, 'item')} recorded${counts ? ` (${counts})` : ''}; ${plural(sales.sales, 'sale')}, revenue ${sales.revenue_total}, profit ${sales.profit}.`;
  },
  create_reminder: (_args, row) =>
    `Done: reminder "${String(row['title'])}" for ${dayOf(row['due_at'] as string)} (#${String(row['id'])}).`,
  create_listing: (_args, row) =>
    `Done: listed "${String(row['title'])}" at ${String(row['price'])} (listing #${String(row['id'])}); its items are now listed.`,
  create_sale: (_args, row) =>
    `Done: sale #${String(row['id'])} recorded, revenue ${String(row['revenue_total'])}, profit ${String(row['profit'])}; its items are now sold.`,
  create_expense: (_args, row) =>
    `Done: expense of ${String(row['amount'])} for "${String(row['description'])}" recorded (#${String(row['id'])}).`,
  create_purchase: (_args, row) =>
    `Done: purchase #${String(row['id'])} recorded, total ${String(row['total'])}, ${plural(Number(row['item_count']), 'item')}.`,
  update_item: (args, row) =>
    args['status'] !== undefined
      ? `Done: item #${String(row['id'])} is now ${status(String(row['status']))}.`
      : `Done: item #${String(row['id'])} moved to ${textOf(args['location_name'] ?? `location #${textOf(row['location_id'])}`)}.`,
};

/** The built-in assistant's sentence about one tool result. */
export function describeResult(name: string, args: Result, ok: boolean, result: unknown): string {
  if (!ok)
    return `I could not do that: ${textOf((result as { error?: unknown } | null)?.error) || 'the request was refused'}.`;
  return DESCRIBE[name]?.(args, result as Result) ?? 'Done.';
}
