import { z } from 'zod';
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

/** What a scanned code names: a /inventory/{id} link (a label's QR code) or a tag or serial number. */
export type ScannedCode = { kind: 'item'; id: number } | { kind: 'code'; code: string };

const ITEM_PATH = /^\/inventory\/(\d{1,10})\/?$/;

export function readScannedCode(text: string): ScannedCode | null {
  const code = text.trim();
  if (!code) return null;
  if (/^https?:\/\//i.test(code)) {
    try {
      const match = ITEM_PATH.exec(new URL(code).pathname);
      const id = match ? Number(match[1]) : NaN;
      if (Number.isSafeInteger(id) && id >= 1 && id <= 2147483647) return { kind: 'item', id };
    } catch {
      // not a URL after all: read it as a code
    }
  }
  return { kind: 'code', code };
}
