import { z } from 'zod';
import { products, purchases } from '@flipstack/contract';
import { AppError } from '../../http/app-error.ts';
import { createRow } from '../../resources/service.ts';
import { givenProduct, productByName } from './lookup.ts';
import { parseInput } from './parse-input.ts';
import { dateText, lines, moneyIn } from './proposal-lines.ts';
import { defineTool, type ToolContext } from './tool.ts';
import { products as productsResource } from '../../resources/definitions/products.ts';
import { purchases as purchasesResource } from '../../purchases/purchases.resource.ts';

const parameters = z.object({
  purchased_at: z.string().optional().describe('YYYY-MM-DD or ISO 8601; default now'),
  received_at: z.string().optional(),
  subtotal: z.string().describe('What the goods cost, like "200.00"'),
  shipping: z.string().optional(),
  taxes: z.string().optional(),
  order_number: z.string().optional(),
  notes: z.string().optional().describe('Where or from whom it was bought'),
  items: z
    .array(
      z.object({
        product_id: z.number().int().positive().optional(),
        product_name: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .optional()
          .describe('A product of the catalog; a name it does not have becomes a new product'),
        serial_number: z.string().optional(),
        tag_number: z.string().optional(),
        condition: z.string().optional(),
        cost: z.string().optional(),
      }),
    )
    .min(1)
    .max(500),
});
type PurchaseArgs = z.output<typeof parameters>;

/** The catalog's product of that name, or undefined: the name will become a new product. */
async function knownProduct(context: ToolContext, name: string): Promise<number | undefined> {
  try {
    return await productByName(context, name);
  } catch (error) {
    if (error instanceof AppError && error.message.startsWith('No product')) return undefined;
    throw error;
  }
}

/** The items' products: known by id or name, or new (named, not yet created). */
async function itemProducts(context: ToolContext, args: PurchaseArgs) {
  const found: { id: number | undefined; name: string | undefined }[] = [];
  for (const item of args.items) {
    if (item.product_id !== undefined) found.push((await givenProduct(context, { id: item.product_id }))!);
    else if (item.product_name)
      found.push({ id: await knownProduct(context, item.product_name), name: item.product_name });
    else found.push({ id: undefined, name: undefined });
  }
  return found;
}

const purchaseInput = (args: PurchaseArgs, productIds: (number | undefined)[]) =>
  parseInput(purchases.input, {
    ...args,
    purchased_at: args.purchased_at ?? new Date().toISOString(),
    items: args.items.map(({ product_name: _name, ...item }, index) => ({ ...item, product_id: productIds[index] })),
    split: 'equal',
  });

/** A purchase and its items in one transaction, the cost split over the items as on the purchase form. */
export const createPurchase = defineTool({
  name: 'create_purchase',
  description:
    'Record a purchase (a lot) and the items bought with it; the total is split equally over items without a cost. A product name the catalog does not have becomes a new product.',
  parameters,
  writes: ['purchases', 'inventory-items', 'products'],
  async preview(context, args) {
    const found = await itemProducts(context, args);
    if (found.some((product) => product.id === undefined && product.name === undefined)) {
      throw new AppError('VALIDATION_FAILED', 'Name the product of each item', { items: 'Name the product' });
    }
    // Checked as it will be written; a new product stands in as a placeholder id.
    purchaseInput(
      args,
      found.map((product) => product.id ?? 1),
    );
    const money = moneyIn(context);
    const counts = new Map<string, { count: number; isNew: boolean }>();
    for (const product of found) {
      const name = product.name!;
      const seen = counts.get(name) ?? { count: 0, isNew: product.id === undefined };
      counts.set(name, { ...seen, count: seen.count + 1 });
    }
    return {
      title: args.items.length === 1 ? 'Record a purchase' : `Record a purchase of ${args.items.length} items`,
      lines: lines(
        ...[...counts].map(([name, { count, isNew }]) => ({
          label: isNew ? 'New product' : 'Product',
          value: count === 1 ? name : `${count} × ${name}`,
        })),
        { label: 'Cost', value: money(args.subtotal) },
        args.shipping !== undefined && { label: 'Shipping', value: money(args.shipping) },
        args.taxes !== undefined && { label: 'Taxes', value: money(args.taxes) },
        args.notes !== undefined && { label: 'Notes', value: args.notes },
        { label: 'Bought', value: dateText(args.purchased_at) },
      ),
    };
  },
  async run(context, args) {
    const found = await itemProducts(context, args);
    const created = new Map<string, number>();
    const ids: (number | undefined)[] = [];
    for (const product of found) {
      if (product.id !== undefined || product.name === undefined) {
        ids.push(product.id);
        continue;
      }
      let id = created.get(product.name.toLowerCase());
      if (id === undefined) {
        const input = parseInput(products.input, { name: product.name });
        id = (await createRow(context.db, context.session, productsResource, input)).id;
        created.set(product.name.toLowerCase(), id);
      }
      ids.push(id);
    }
    return createRow(context.db, context.session, purchasesResource, purchaseInput(args, ids));
  },
});
