import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { LabelLayout } from '@flipstack/contract';
import { code128Png, qrPng } from './barcodes.ts';
import { SHEET_LAYOUTS, type SheetLayout } from './label-layouts.ts';

export type LabelItem = { id: number; tag_number: string; product_name: string; price: string | null };
type Box = { x: number; y: number; width: number; height: number };
type Fonts = { regular: PDFFont; bold: PDFFont };

const PAD = 5;
const BLACK = rgb(0, 0, 0);

/** One PDF of the items' labels: one page per sheet, labels in the order given. */
export async function renderLabelsPdf(
  items: LabelItem[],
  layoutName: LabelLayout,
  itemUrl: (id: number) => string,
): Promise<Uint8Array> {
  const layout = SHEET_LAYOUTS[layoutName];
  const pdf = await PDFDocument.create();
  pdf.setTitle('Flipstack labels');
  pdf.setCreator('Flipstack');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  let page: PDFPage | undefined;
  for (const [index, item] of items.entries()) {
    const slot = layout.slots[index % layout.slots.length]!;
    if (index % layout.slots.length === 0) page = pdf.addPage([layout.page.width, layout.page.height]);
    const barcode = await pdf.embedPng(await code128Png(item.tag_number));
    const qr = await pdf.embedPng(await qrPng(itemUrl(item.id)));
    drawLabel(page!, layout, { ...slot, ...layout.label }, item, { barcode, qr }, fonts);
  }
  return pdf.save();
}

function drawLabel(
  page: PDFPage,
  layout: SheetLayout,
  box: Box,
  item: LabelItem,
  images: { barcode: PDFImage; qr: PDFImage },
  fonts: Fonts,
): void {
  const inner = { x: box.x + PAD, y: box.y + PAD, width: box.width - 2 * PAD, height: box.height - 2 * PAD };
  if (layout.arrangement === 'stacked') {
    // QR top right; name and price top left; barcode across the bottom with the tag under it.
    const qrSize = inner.height * 0.5;
    page.drawImage(images.qr, {
      x: inner.x + inner.width - qrSize,
      y: inner.y + inner.height - qrSize,
      width: qrSize,
      height: qrSize,
    });
    const textWidth = inner.width - qrSize - 3;
    const top = inner.y + inner.height;
    drawText(page, item, { x: inner.x, y: top - qrSize, width: textWidth, height: qrSize }, fonts, 7.5);
    drawBarcode(
      page,
      images.barcode,
      item.tag_number,
      { x: inner.x, y: inner.y, width: inner.width, height: inner.height - qrSize - 2 },
      fonts,
    );
  } else {
    // QR on the right, full height; name, price, barcode and tag on the left.
    const qrSize = inner.height;
    page.drawImage(images.qr, { x: inner.x + inner.width - qrSize, y: inner.y, width: qrSize, height: qrSize });
    const left = { x: inner.x, y: inner.y, width: inner.width - qrSize - 3, height: inner.height };
    const textHeight = left.height * 0.42;
    drawText(page, item, { ...left, y: left.y + left.height - textHeight, height: textHeight }, fonts, 7);
    drawBarcode(page, images.barcode, item.tag_number, { ...left, height: left.height - textHeight - 1 }, fonts);
  }
}

/** Product name (up to two lines, cut with an ellipsis) and price, from the top of the box. */
function drawText(page: PDFPage, item: LabelItem, box: Box, fonts: Fonts, size: number): void {
  let y = box.y + box.height - size;
  const lines = wrap(printable(item.product_name, fonts.bold), fonts.bold, size, box.width, item.price ? 1 : 2);
  for (const line of lines) {
    page.drawText(line, { x: box.x, y, size, font: fonts.bold, color: BLACK });
    y -= size + 1;
  }
  if (item.price)
    page.drawText(printable(item.price, fonts.regular), {
      x: box.x,
      y: y - 1,
      size: size + 2,
      font: fonts.bold,
      color: BLACK,
    });
}

/** The barcode image scaled to the box's width (never stretched past 1.2 pt a module), the tag in text under it. */
function drawBarcode(page: PDFPage, image: PDFImage, tag: string, box: Box, fonts: Fonts): void {
  const textSize = 6.5;
  const height = box.height - textSize - 1;
  const width = Math.min(box.width, image.width * 0.4);
  const x = box.x + (box.width - width) / 2;
  page.drawImage(image, { x, y: box.y + textSize + 1, width, height });
  const text = printable(tag, fonts.regular);
  const textWidth = fonts.regular.widthOfTextAtSize(text, textSize);
  page.drawText(text, {
    x: x + (width - textWidth) / 2,
    y: box.y + 1,
    size: textSize,
    font: fonts.regular,
    color: BLACK,
  });
}

/** The standard PDF fonts write WinAnsi only: other characters become '?' (accents are kept where they exist). */
function printable(text: string, font: PDFFont): string {
  return [...text.replace(/\s+/g, ' ').trim()]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let rest = text;
  while (rest && lines.length < maxLines) {
    if (fits(rest)) {
      lines.push(rest);
      break;
    }
    if (lines.length === maxLines - 1) {
      let cut = rest;
      while (cut && !fits(`${cut}…`)) cut = cut.slice(0, -1);
      lines.push(`${cut.trimEnd()}…`);
      break;
    }
    let end = rest.length;
    while (end > 0 && !fits(rest.slice(0, end)))
      end = rest.lastIndexOf(' ', end - 1) > 0 ? rest.lastIndexOf(' ', end - 1) : end - 1;
    lines.push(rest.slice(0, end).trimEnd());
    rest = rest.slice(end).trimStart();
  }
  return lines;
}
