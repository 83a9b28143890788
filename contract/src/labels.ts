import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idInputSchema } from './resources/common.ts';

/** Sheet layouts: a 2.25"×1.25" thermal label per page, or Avery 5160 (3 × 10 on US letter). */
export const LABEL_LAYOUTS = ['thermal-2.25x1.25', 'avery-5160'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
export const LABEL_LAYOUT_NAMES: Record<LabelLayout, string> = {
  'thermal-2.25x1.25': 'Thermal 2.25" × 1.25" (one label per page)',
  'avery-5160': 'Avery 5160 (30 per letter sheet)',
};
export const LABELS_MAX_ITEMS = 1000;

/** POST /labels → a PDF of the items' labels, in the order given. */
export const labelsRequestSchema = z.object({
  inventory_item_ids: z
    .array(idInputSchema())
    .min(1, { message: 'Pick at least one item' })
    .max(LABELS_MAX_ITEMS, { message: `Print at most ${LABELS_MAX_ITEMS} labels at once` }),
  layout: z.enum(LABEL_LAYOUTS, { message: 'Pick a label layout' }).default('thermal-2.25x1.25'),
});
export type LabelsRequest = z.input<typeof labelsRequestSchema>;

export const labelsPdfSchema = z.any().describe('application/pdf');

export const labelEndpoints = {
  print: endpoint({
    method: 'POST',
    path: '/labels',
    tag: 'labels',
    description: "A PDF of the items' labels (tag number as Code 128, QR code to the item, product, price).",
    body: labelsRequestSchema,
    answer: labelsPdfSchema,
    returns: 'file',
    errors: [403],
  }),
};
