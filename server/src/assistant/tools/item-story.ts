import { z } from 'zod';
import { itemStory as storyOf } from '../../inventory/item-story.ts';
import { itemId } from './lookup.ts';
import { defineTool } from './tool.ts';

export const itemStory = defineTool({
  name: 'item_story',
  description:
    "One inventory item's whole story: product, purchase and seller, specs, listings, sale with profit, and its timeline (purchased, received, listed, sold, shipped).",
  parameters: z.object({
    item_id: z.number().int().positive().optional(),
    code: z.string().trim().min(1).max(100).optional().describe('The serial or tag number, when the id is not known'),
  }),
  writes: [],
  async run(context, args) {
    return storyOf(context.db, context.session.teamId, await itemId(context, args));
  },
});
