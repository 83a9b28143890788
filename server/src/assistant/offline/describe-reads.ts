import type { InventoryItemStory, InventoryTrackingResponse, MonthlySalesResponse } from '@flipstack/contract';
import type { Format } from './format.ts';
import {
  dayOf,
  type Item,
  itemLine,
  itemName,
  itemsNamed,
  plural,
  type Result,
  statusWord,
  textOf,
} from './item-words.ts';

type NetFigures = { other_income: string; expenses: string; mileage: string; net_profit: string };
type Describe = (args: Result, result: Result, format: Format) => string;

/** 'After expenses $46.94 and mileage $57.49, net profit is -$72.93.': the profit and loss report's answer in a sentence. */
function netSentence(net: NetFigures, { money }: Format): string {
  const income = Number(net.other_income) === 0 ? '' : `, with other income ${money(net.other_income)}`;
  return `After expenses ${money(net.expenses)} and mileage ${money(net.mileage)}${income}, net profit is ${money(net.net_profit)}.`;
}

const PERIOD_NAMES: Record<string, string> = {
  today: 'Today',
  this_week: 'This week',
  last_week: 'Last week',
  this_month: 'This month',
  last_month: 'Last month',
  this_year: 'This year',
  last_year: 'Last year',
  last_12_months: 'In the last 12 months',
  all_time: 'So far',
};

/** "This month (December 2026)", "In November 2026", "In January to March 2026". */
function periodName(result: Result, format: Format): string {
  const from = result['from_month'];
  const to = result['to_month'];
  const months = !from ? '' : from === to ? format.month(from) : `${format.month(from)} to ${format.month(to)}`;
  const name = typeof result['period'] === 'string' ? PERIOD_NAMES[result['period']] : undefined;
  if (name) return months ? `${name} (${months})` : name;
  return months ? `In ${months}` : 'So far';
}

type SaleRow = {
  id: number;
  sold_at: string;
  platform_name: string | null;
  revenue_total: string;
  profit: string;
  items: Item[];
};

const saleLine = (sale: SaleRow, { money }: Format) =>
  `- ${sale.items.length ? itemsNamed(sale.items) : `Sale #${sale.id}`}: sold ${dayOf(sale.sold_at)}${sale.platform_name ? ` on ${sale.platform_name}` : ''} for ${money(sale.revenue_total)}, profit ${money(sale.profit)}`;

export const DESCRIBE_READS: Record<string, Describe> = {
  find_items: (args, result, format) => {
    const items = result['items'] as Item[];
    const asked = textOf(args['serial_number'] ?? args['tag_number'] ?? args['text']);
    if (items.length === 0) return `I found no item matching ${asked}.`;
    const total = Number(result['total']);
    const shown = total > items.length ? ` (the first ${items.length} shown)` : '';
    return [
      `I found ${plural(total, 'item')} matching ${asked}${shown}:`,
      ...items.map((item) => itemLine(item, format)),
    ].join('\n');
  },
  item_story: (_args, result, format) => {
    const story = result as unknown as InventoryItemStory;
    const { money } = format;
    const lines = [
      itemLine({ ...story.item, product: story.product.name, location: story.item.location?.name }, format),
    ];
    if (story.purchase)
      lines.push(
        `Bought on ${dayOf(story.purchase.purchased_at)} (purchase #${story.purchase.id}, total ${money(story.purchase.total)}).`,
      );
    for (const listing of story.listings)
      lines.push(`Listed on ${listing.platform_name} at ${money(listing.price)} (${listing.status}).`);
    if (story.sale)
      lines.push(
        `Sold on ${dayOf(story.sale.sold_at)} for ${money(story.sale.revenue_total)}, profit ${money(story.sale.profit)}.`,
      );
    return lines.join('\n');
  },
  sales_summary: (_args, result, format) => {
    const { totals, net } = result as unknown as MonthlySalesResponse & { net: NetFigures };
    const { money } = format;
    const sales =
      totals.count === 0
        ? `${periodName(result, format)} there were no sales.`
        : `${periodName(result, format)} you made a profit of ${money(totals.profit)}${totals.margin_percent === null ? '' : ` (margin ${totals.margin_percent}%)`} on ${plural(totals.count, 'sale')} of ${plural(totals.items, 'item')}: revenue ${money(totals.revenue_total)}, fees and costs ${money(totals.cost_total)}, cost of goods ${money(totals.cost_of_goods)}.`;
    return `${sales} ${netSentence(net, format)}`;
  },
  sales_list: (_args, result, format) => {
    const sales = result['sales'] as SaleRow[];
    const count = Number(result['count']);
    const when = periodName(result, format);
    const losing = result['losing_only'] === true;
    if (count === 0) return losing ? `${when} no sale lost money.` : `${when} nothing sold.`;
    const head = losing
      ? `${when} ${plural(count, 'sale')} lost money, ${format.money(result['profit'])} in all:`
      : `${when} ${plural(count, 'sale')}: revenue ${format.money(result['revenue_total'])}, profit ${format.money(result['profit'])}.`;
    const more = count > sales.length ? [`(the first ${sales.length} shown)`] : [];
    return [head, ...sales.map((sale) => saleLine(sale, format)), ...more].join('\n');
  },
  stock_summary: (_args, result, format) => {
    const tracking = result as unknown as InventoryTrackingResponse & {
      older_than_days?: { days: number; count: number; cost: string; items: Item[] };
    };
    const { money } = format;
    const older = tracking.older_than_days;
    if (older) {
      if (older.count === 0) return `No unsold item has been in stock over ${plural(older.days, 'day')}.`;
      return [
        `${plural(older.count, 'unsold item')} ${older.count === 1 ? 'has' : 'have'} been in stock over ${plural(older.days, 'day')} (cost ${money(older.cost)}):`,
        ...older.items.map((item) => itemLine(item, format)),
      ].join('\n');
    }
    const of = (name: string) => tracking.statuses.find((row) => row.status === name)!;
    const inStock = of('in_stock');
    const listed = of('listed');
    const aging = tracking.aging.map((bucket) => `${bucket.bucket} days: ${bucket.count}`).join(', ');
    const oldest = tracking.slowest
      .slice(0, 3)
      .map((item) => `${itemName({ ...item, product: item.product_name })} (${plural(item.days_in_stock, 'day')})`);
    return [
      `You have ${plural(inStock.count, 'item')} in stock (cost ${money(inStock.cost)}) and ${listed.count} listed (cost ${money(listed.cost)}, listed value ${money(listed.listed_value)}); ${of('in_transit').count} in transit, ${of('returned').count} returned.`,
      `Unsold items by age: ${aging}. ${plural(tracking.unlisted.count, 'unsold item')} ${tracking.unlisted.count === 1 ? 'is' : 'are'} not on an active listing.`,
      ...(oldest.length ? [`Longest in stock: ${oldest.join(', ')}.`] : []),
    ].join('\n');
  },
  oldest_items: (_args, result, format) => {
    const items = result['items'] as Item[];
    if (items.length === 0) return 'You have no unsold items.';
    const [first] = items as [Item];
    return [
      `Your oldest item is ${itemName(first)}: ${plural(first.days_in_stock ?? 0, 'day')} in stock, cost ${format.money(first.cost)}. The ${plural(items.length, 'unsold item')} longest in stock (of ${textOf(result['unsold_count'])}, cost ${format.money(result['unsold_cost'])}):`,
      ...items.map((item) => itemLine(item, format)),
    ].join('\n');
  },
  relist_candidates: (_args, result, format) => {
    const { money } = format;
    const days = Number(result['listed_over_days']);
    type Stale = Item & { platform_name: string; price: string; days_listed: number };
    const stale = result['stale_listings'] as { count: number; cost: string; items: Stale[] };
    const unlisted = result['unlisted'] as { count: number; cost: string; items: Item[] };
    if (stale.count === 0 && unlisted.count === 0)
      return `Nothing to relist: no listing has waited over ${plural(days, 'day')} and every unsold item is listed.`;
    const lines: string[] = [];
    if (stale.count > 0) {
      lines.push(
        `${plural(stale.count, 'item')} listed over ${plural(days, 'day')} without selling: relist or reprice them:`,
      );
      for (const item of stale.items)
        lines.push(
          `- ${itemName(item)}: on ${item.platform_name} at ${money(item.price)} for ${plural(item.days_listed, 'day')}, cost ${money(item.cost)}`,
        );
    }
    if (unlisted.count > 0) {
      lines.push(`${plural(unlisted.count, 'unsold item')} not listed anywhere (cost ${money(unlisted.cost)}):`);
      for (const item of unlisted.items) lines.push(itemLine(item, format));
    }
    return lines.join('\n');
  },
  to_ship: (_args, result) => {
    type Waiting = Item & {
      sale_id: number;
      sold_at: string;
      platform_name: string | null;
      buyer: string | null;
      days_waiting: number;
    };
    const items = result['items'] as Waiting[];
    const count = Number(result['count']);
    if (count === 0) return 'Nothing to ship: every sold item is shipped.';
    return [
      `${plural(count, 'sold item')} to ship:`,
      ...items.map(
        (item) =>
          `- ${itemName(item)}: sold ${dayOf(item.sold_at)}${item.platform_name ? ` on ${item.platform_name}` : ''}${item.buyer ? ` to ${item.buyer}` : ''} (sale #${item.sale_id}), waiting ${plural(item.days_waiting, 'day')}`,
      ),
    ].join('\n');
  },
  lot_summary: (_args, result, format) => {
    const { money } = format;
    const lot = result['purchase'] as {
      id: number;
      purchased_at: string;
      seller_name: string | null;
      total: string;
      items_count: number;
    };
    const sold = result['sold'] as { count: number; revenue: string; profit: string; cost: string };
    const unsold = result['unsold'] as { count: number; cost: string };
    const items = result['items'] as Item[];
    const from = lot.seller_name ? ` from ${lot.seller_name}` : '';
    const lines = [
      `Purchase #${lot.id}${from} on ${dayOf(lot.purchased_at)} cost ${money(lot.total)} for ${plural(lot.items_count, 'item')}.`,
      sold.count === 0
        ? 'None of its items has sold yet.'
        : `${plural(sold.count, 'item')} sold for ${money(sold.revenue)}, profit ${money(sold.profit)} (their cost ${money(sold.cost)}).`,
      unsold.count === 0
        ? 'Nothing is left unsold.'
        : `${plural(unsold.count, 'item')} left unsold (cost ${money(unsold.cost)}).`,
    ];
    if (items.length) lines.push(...items.map((item) => itemLine(item, format)));
    if (result['more_match'] === true) lines.push('More than one purchase matched: this is the latest.');
    return lines.join('\n');
  },
  product_history: (_args, result, { money }) => {
    const product = result['product'] as { id: number; name: string };
    const byStatus = result['items_by_status'] as { status: string; count: number; cost: string }[];
    const sales = result['sales'] as { sales: number; revenue_total: string; profit: string };
    const bought = byStatus.reduce((sum, row) => sum + row.count, 0);
    const counts = byStatus.map((row) => `${row.count} ${statusWord(row.status)}`).join(', ');
    return `${product.name}: ${plural(bought, 'item')} recorded${counts ? ` (${counts})` : ''}; ${plural(sales.sales, 'sale')}, revenue ${money(sales.revenue_total)}, profit ${money(sales.profit)}.`;
  },
};
