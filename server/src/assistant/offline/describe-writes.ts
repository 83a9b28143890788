import type { Format } from './format.ts';
import { dayOf, type Item, itemsNamed, plural, type Result, statusWord, textOf } from './item-words.ts';

type Describe = (args: Result, result: Result, format: Format) => string;

export const DESCRIBE_WRITES: Record<string, Describe> = {
  create_reminder: (_args, row) =>
    `Done: reminder "${textOf(row['title'])}" for ${dayOf(row['due_at'])} (#${textOf(row['id'])}).`,
  create_listing: (_args, row, { money }) =>
    `Done: listed "${textOf(row['title'])}" at ${money(row['price'])} (listing #${textOf(row['id'])}); its items are now listed.`,
  create_sale: (args, row, format) => {
    const { money } = format;
    const items = Array.isArray(row['items']) ? (row['items'] as Item[]) : [];
    const platform = textOf(row['platform_name'] ?? args['platform_name']);
    const on = platform ? ` on ${platform}` : '';
    const sentence =
      items.length > 0
        ? `Recorded the sale of ${itemsNamed(items)}${on} for ${money(row['revenue_total'])}: profit ${money(row['profit'])}.`
        : `Recorded sale #${textOf(row['id'])}${on} for ${money(row['revenue_total'])}: profit ${money(row['profit'])}; its items are now sold.`;
    const month = row['month_profit'] as { month?: string; profit?: string } | undefined;
    return month?.month && month.profit !== undefined
      ? `${sentence} Profit in ${format.month(month.month)}: ${money(month.profit)}.`
      : sentence;
  },
  create_expense: (_args, row, { money }) => {
    const on = typeof row['occurred_at'] === 'string' ? ` on ${dayOf(row['occurred_at'])}` : '';
    return `Done: expense of ${money(row['amount'])} for "${textOf(row['description'])}"${on} recorded (#${textOf(row['id'])}).`;
  },
  create_purchase: (_args, row, { money }) =>
    `Done: purchase #${textOf(row['id'])} recorded, total ${money(row['total'])}, ${plural(Number(row['item_count']), 'item')}.`,
  update_item: (args, row) =>
    args['status'] !== undefined
      ? `Done: item #${textOf(row['id'])} is now ${statusWord(textOf(row['status']))}.`
      : `Done: item #${textOf(row['id'])} moved to ${textOf(args['location_name'] ?? `location #${textOf(row['location_id'])}`)}.`,
};
