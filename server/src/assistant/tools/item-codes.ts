import { z } from 'zod';
import { UNSOLD_STATUSES } from '@flipstack/contract';
import { AppError } from '../../http/app-error.ts';
import { itemByReference, itemsByIds, type ItemSummary } from './lookup.ts';
import type { ToolContext } from './tool.ts';

/** Items named by id, or by serial or tag number or product name, as the write tools take them. */
export const itemsParameter = {
  inventory_item_ids: z.array(z.number().int().positive()).max(500).optional(),
  item_codes: z
    .array(z.string().trim().min(1).max(100))
    .max(500)
    .optional()
    .describe('Serial or tag numbers, or words of the product name ("Pixel 7") when the item has neither'),
};

type ItemsArgs = { inventory_item_ids?: number[] | undefined; item_codes?: string[] | undefined };

/** The items a sale or listing takes: names are matched among unsold items only. */
export async function unsoldItems(context: ToolContext, args: ItemsArgs): Promise<ItemSummary[]> {
  const ids = [...new Set(args.inventory_item_ids ?? [])];
  const found = await itemsByIds(context, ids);
  const missing = ids.find((id) => !found.some((item) => item.id === id));
  if (missing !== undefined) {
    throw new AppError('VALIDATION_FAILED', `No item #${missing}`, { inventory_item_ids: `No item #${missing}` });
  }
  for (const code of args.item_codes ?? []) {
    const item = await itemByReference(context, code, 'item_codes', UNSOLD_STATUSES);
    if (!found.some((known) => known.id === item.id)) found.push(item);
  }
  return found;
}

export const itemIds = async (context: ToolContext, args: ItemsArgs): Promise<number[]> =>
  (await unsoldItems(context, args)).map((item) => item.id);
