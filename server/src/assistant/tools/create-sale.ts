import { z } from 'zod';
import { sales } from '@flipstack/contract';
import { getResource } from '../../resource-registry.ts';
import { createRow } from '../../resources/service.ts';
import { itemIds, itemsParameter } from './item-codes.ts';
import { platformByName } from './lookup.ts';
import { parseInput } from './parse-input.ts';
import { defineTool } from './tool.ts';

const money = z.string().optional();

/** The sale's items are marked sold and its profit computed, by the sales' own rules. */
export const createSale = defineTool({
  name: 'create_sale',
  description: 'Record a sale of inventory items: the price, fees and shipping cost, the platform and buyer.',
  parameters: z.object({
    sold_at: z.string().optional().describe('YYYY-MM-DD or ISO 8601; default now'),
    revenue_subtotal: z.string().describe('The price the items sold for, like "150.00"'),
    revenue_shipping: money,
    cost_shipping: money,
    cost_commission: money.describe('Platform fees'),
    cost_payment: money,
    platform_id: z.number().int().positive().optional(),
    platform_name: z.string().trim().min(1).max(100).optional(),
    buyer: z.string().optional(),
    order_number: z.string().optional(),
    ...itemsParameter,
  }),
  writes: ['sales', 'sale-inventory-items'],
  async run(context, args) {
    const { inventory_item_ids: _ids, item_codes: _codes, platform_name, sold_at, ...rest } = args;
    const platformId = args.platform_id ?? (platform_name ? await platformByName(context, platform_name) : undefined);
    const input = parseInput(sales.input, {
      ...rest,
      platform_id: platformId,
      sold_at: sold_at ?? new Date().toISOString(),
      inventory_item_ids: await itemIds(context, args),
    });
    return createRow(context.db, context.session, getResource('sales'), input);
  },
});
