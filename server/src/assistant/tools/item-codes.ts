import { z } from 'zod';
import { itemByCode } from './lookup.ts';
import type { ToolContext } from './tool.ts';

/** Items named by id or by serial or tag number, as the write tools take them. */
export const itemsParameter = {
  inventory_item_ids: z.array(z.number().int().positive()).max(500).optional(),
  item_codes: z.array(z.string().trim().min(1).max(100)).max(500).optional().describe('Serial or tag numbers'),
};

export async function itemIds(
  context: ToolContext,
  args: { inventory_item_ids?: number[] | undefined; item_codes?: string[] | undefined },
): Promise<number[]> {
  const ids = [...(args.inventory_item_ids ?? [])];
  for (const code of args.item_codes ?? []) ids.push(await itemByCode(context, code, 'item_codes'));
  return [...new Set(ids)];
}
