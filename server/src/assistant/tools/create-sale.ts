import { z } from 'zod';
import { fromCents, monthOf, sales, saleSums, toCents, type MonthlySalesResponse } from '@flipstack/contract';
import { teamTimeZone } from '../../analytics/month-range.ts';
import { monthlySalesJson } from '../../analytics/monthly-sales.ts';
import { AppError } from '../../http/app-error.ts';
import { createRow } from '../../resources/service.ts';
import { itemsParameter, unsoldItems } from './item-codes.ts';
import { givenPlatform, itemLabel } from './lookup.ts';
import { parseInput } from './parse-input.ts';
import { dateText, lines, moneyIn } from './proposal-lines.ts';
import { defineTool, type ToolContext } from './tool.ts';
import { sales as salesResource } from '../../sales/sales.resource.ts';

const money = z.string().optional();

const parameters = z.object({
  sold_at: z.string().optional().describe('YYYY-MM-DD or ISO 8601; default now'),
  revenue_subtotal: z.string().describe('The price the items sold for, like "150.00"'),
  revenue_shipping: money.describe('Shipping the buyer paid'),
  cost_shipping: money.describe('What shipping cost the seller'),
  cost_commission: money.describe('Platform fees'),
  cost_payment: money.describe('Payment processing fees'),
  platform_id: z.number().int().positive().optional(),
  platform_name: z.string().trim().min(1).max(100).optional(),
  buyer: z.string().optional(),
  order_number: z.string().optional(),
  ...itemsParameter,
});
type SaleArgs = z.output<typeof parameters>;

/** The sale as the sales resource takes it, with the items and platform it names: checked, not written. */
async function saleInput(context: ToolContext, args: SaleArgs) {
  const { inventory_item_ids: _ids, item_codes: _codes, platform_name, platform_id, sold_at, ...rest } = args;
  const items = await unsoldItems(context, args);
  if (items.length === 0) {
    const message = 'Name the item sold: its serial or tag number, or its product name';
    throw new AppError('VALIDATION_FAILED', message, { item_codes: message });
  }
  const platform = await givenPlatform(context, { id: platform_id, name: platform_name });
  const input = parseInput(sales.input, {
    ...rest,
    platform_id: platform?.id,
    sold_at: sold_at ?? new Date().toISOString(),
    inventory_item_ids: items.map((item) => item.id),
  });
  return { input, items, platform };
}

const cents = (value: string | null | undefined) => (value ? toCents(value) : 0n);

/** The sale's items are marked sold and its profit computed, by the sales' own rules. */
export const createSale = defineTool({
  name: 'create_sale',
  description:
    'Record a sale of inventory items: the price, fees and shipping cost, the platform and buyer. Items are named by id, serial or tag number, or product name.',
  parameters,
  writes: ['sales', 'sale-inventory-items'],
  async preview(context, args) {
    const { input, items, platform } = await saleInput(context, args);
    const money = moneyIn(context);
    const costOfGoods = items.reduce((sum, item) => sum + cents(item.cost), 0n);
    const { profit } = saleSums((field) => cents(input[field]), costOfGoods);
    return {
      title: items.length === 1 ? 'Record a sale' : `Record a sale of ${items.length} items`,
      lines: lines(
        ...items.map((item) => ({
          label: 'Item',
          value: `${itemLabel(item)}${item.cost ? `, cost ${money(item.cost)}` : ''}`,
        })),
        platform && { label: 'Platform', value: platform.name },
        { label: 'Price', value: money(String(input.revenue_subtotal ?? '0')) },
        args.revenue_shipping !== undefined && {
          label: 'Shipping paid by the buyer',
          value: money(args.revenue_shipping),
        },
        args.cost_commission !== undefined && { label: 'Fees', value: money(args.cost_commission) },
        args.cost_payment !== undefined && { label: 'Payment fees', value: money(args.cost_payment) },
        args.cost_shipping !== undefined && { label: 'Shipping cost', value: money(args.cost_shipping) },
        args.buyer !== undefined && { label: 'Buyer', value: args.buyer },
        args.order_number !== undefined && { label: 'Order', value: args.order_number },
        { label: 'Sold', value: dateText(args.sold_at) },
        { label: 'Profit', value: money(fromCents(profit)) },
      ),
    };
  },
  async run(context, args) {
    const { input, items, platform } = await saleInput(context, args);
    const sale = await createRow(context.db, context.session, salesResource, input);
    return { ...sale, items, platform_name: platform?.name ?? null, month_profit: await monthProfit(context) };
  },
});

/** This month's profit (team's time zone), as the analytics screen counts it: read back after a sale. */
async function monthProfit({ db, session }: ToolContext): Promise<{ month: string; profit: string }> {
  const month = monthOf(new Date(), await teamTimeZone(db, session.teamId));
  const answer = JSON.parse(
    await monthlySalesJson(db, session.teamId, { from: month, to: month }),
  ) as MonthlySalesResponse;
  return { month, profit: answer.totals.profit };
}
