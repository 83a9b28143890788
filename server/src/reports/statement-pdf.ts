import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A table of a statement: a name column, then figure columns (already formatted). */
export type PdfTable = {
  heading: string;
  columns: string[];
  rows: { label: string; cells: string[]; isTotal?: boolean }[];
};

export type PdfStatement = { title: string; subtitle: string; tables: PdfTable[] };

const MARGIN = 40;
const SIZE = 8;
const LINE = 13;
const LABEL_WIDTH = 190;
const FIGURE_WIDTH = 62;
const GREY = rgb(0.45, 0.45, 0.45);
const BLACK = rgb(0, 0, 0);

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Text the standard font can draw: characters outside its encoding (WinAnsi) become '?'. */
function printable(text: string, font: PDFFont): string {
  return [...text.replace(/−/g, '-')]
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

/** A table wider than the page is cut into several, each repeating the name column. */
function fitColumns(table: PdfTable, pageWidth: number): PdfTable[] {
  const perPart = Math.max(1, Math.floor((pageWidth - 2 * MARGIN - LABEL_WIDTH) / FIGURE_WIDTH));
  if (table.columns.length <= perPart) return [table];
  const parts: PdfTable[] = [];
  for (let start = 0; start < table.columns.length; start += perPart) {
    parts.push({
      heading: parts.length === 0 ? table.heading : `${table.heading} (continued)`,
      columns: table.columns.slice(start, start + perPart),
      rows: table.rows.map((row) => ({ ...row, cells: row.cells.slice(start, start + perPart) })),
    });
  }
  return parts;
}

/** A plain statement on Letter pages (landscape when `isWide`), in Helvetica, figures right-aligned. */
export async function renderStatementPdf(statement: PdfStatement, isWide = false): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(statement.title);
  pdf.setCreator('Flipstack');
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const [width, height] = isWide ? [792, 612] : [612, 792];
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - MARGIN;
  const text = (
    value: string,
    x: number,
    font: PDFFont,
    options: { size?: number; right?: boolean; grey?: boolean } = {},
  ) => {
    const size = options.size ?? SIZE;
    const shown = printable(value, font);
    const left = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: left, y, size, font, color: options.grey ? GREY : BLACK });
  };
  const nextLine = (space = LINE) => {
    y -= space;
    if (y < MARGIN) {
      page = pdf.addPage([width, height]);
      y = height - MARGIN - space;
    }
  };

  text(statement.title, MARGIN, fonts.bold, { size: 14 });
  nextLine(16);
  text(statement.subtitle, MARGIN, fonts.regular, { grey: true });
  for (const table of statement.tables.flatMap((entry) => fitColumns(entry, width))) {
    nextLine(LINE * 2);
    text(table.heading, MARGIN, fonts.bold, { size: 10 });
    nextLine();
    table.columns.forEach((column, index) => {
      text(column, MARGIN + LABEL_WIDTH + FIGURE_WIDTH * (index + 1), fonts.bold, { right: true });
    });
    for (const row of table.rows) {
      nextLine();
      const font = row.isTotal ? fonts.bold : fonts.regular;
      text(row.label, MARGIN, font);
      row.cells.forEach((cell, index) => {
        text(cell, MARGIN + LABEL_WIDTH + FIGURE_WIDTH * (index + 1), font, { right: true });
      });
    }
  }
  return pdf.save();
}
