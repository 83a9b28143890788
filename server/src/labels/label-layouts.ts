import type { LabelLayout } from '@flipstack/contract';

/** Points (1/72"): where each label of a sheet sits and how its parts are arranged. */
export type SheetLayout = {
  page: { width: number; height: number };
  label: { width: number; height: number };
  /** Lower-left corners of the labels on one sheet, first label first (top-left, across, then down). */
  slots: { x: number; y: number }[];
  /** 'stacked': barcode across the bottom (narrow tall labels); 'side': QR code beside the text and barcode. */
  arrangement: 'stacked' | 'side';
};

const INCH = 72;

function grid(
  columns: number,
  rows: number,
  left: number,
  top: number,
  pitchX: number,
  pitchY: number,
  pageHeight: number,
  labelHeight: number,
) {
  const slots: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      slots.push({ x: left + column * pitchX, y: pageHeight - top - row * pitchY - labelHeight });
  return slots;
}

export const SHEET_LAYOUTS: Record<LabelLayout, SheetLayout> = {
  // A roll of 2.25" × 1.25" direct-thermal labels (Zebra, Rollo, DYMO 4XL…): the printer feeds one label per page.
  'thermal-2.25x1.25': {
    page: { width: 2.25 * INCH, height: 1.25 * INCH },
    label: { width: 2.25 * INCH, height: 1.25 * INCH },
    slots: [{ x: 0, y: 0 }],
    arrangement: 'stacked',
  },
  // Avery 5160: US letter, 3 columns × 10 rows of 2.625" × 1", 0.5" top margin, 0.1875" side margin, 0.125" gutter.
  'avery-5160': {
    page: { width: 8.5 * INCH, height: 11 * INCH },
    label: { width: 2.625 * INCH, height: 1 * INCH },
    slots: grid(3, 10, 0.1875 * INCH, 0.5 * INCH, 2.75 * INCH, 1 * INCH, 11 * INCH, 1 * INCH),
    arrangement: 'side',
  },
};
