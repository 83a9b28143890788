import { z } from 'zod';
import { purchases } from '@flipstack/contract';
import { getResource } from '../../resource-registry.ts';
import { createRow } from '../../resources/service.ts';
import { productByName } from './lookup.ts';
import { parseInput } from './parse-input.ts';
import { defineTool } from './tool.ts';

/** A purchase and its items in one transaction, the cost split over the items as on the purchase form. */
export const createPurchase = defineTool({
  name: 'create_purchase',
  description:
    'Record a purchase (a lot) and the items bought with it; the total is split equally over items without a cost.',
  parameters: z.object({
    purchased_at: z.string().optional().describe('YYYY-MM-DD or ISO 8601; default now'),
    received_at: z.string().optional(),
    subtotal: z.string().describe('What the goods cost, like "200.00"'),
    shipping: z.string().optional(),
    taxes: z.string().optional(),
    order_number: z.string().optional(),
    notes: z.string().optional(),
    items: z
      .array(
        z.object({
          product_id: z.number().int().positive().optional(),
          product_name: z.string().trim().min(1).max(200).optional(),
          serial_number: z.string().optional(),
          tag_number: z.string().optional(),
          condition: z.string().optional(),
          cost: z.string().optional(),
        }),
      )
      .min(1)
      .max(500),
  }),
  writes: ['purchases', 'inventory-items'],
  async run(context, args) {
    const items = [];
    for (const { product_name, ...item } of args.items) {
      items.push({
        ...item,
        product_id: item.product_id ?? (product_name ? await productByName(context, product_name) : undefined),
      });
    }
    const input = parseInput(purchases.input, {
      ...args,
      purchased_at: args.purchased_at ?? new Date().toISOString(),
      items,
      split: 'equal',
    });
    return createRow(context.db, context.session, getResource('purchases'), input);
  },
});
