import { open, writeFile } from 'node:fs/promises';
import type { CellValue } from 'read-excel-file/node';
import { csvField } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';

/** What the first bytes of an uploaded file say it is. */
export async function spreadsheetFormat(filePath: string): Promise<'xlsx' | 'xls' | 'text'> {
  const handle = await open(filePath);
  try {
    const { buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    const magic = buffer.toString('hex');
    if (magic === '504b0304') return 'xlsx'; // a zip: the Office Open XML workbook
    if (magic === 'd0cf11e0') return 'xls'; // an OLE compound file: Excel 97–2003
    return 'text';
  } finally {
    await handle.close();
  }
}

/**
 * The workbook's first sheet written as a CSV file, so the rest of the import (preview, mapping, jobs,
 * resume) reads one format. Numbers are written as plain decimals (a money cell of 1234.5 reads as
 * 1234.50), date cells as ISO dates (with the time when they hold one), TRUE/FALSE as true/false.
 * A workbook is read whole: the upload limit bounds it.
 */
export async function workbookToCsv(workbookPath: string, csvPath: string): Promise<void> {
  let rows: CellValue[][];
  try {
    const { readSheet } = await import('read-excel-file/node'); // loaded with the first workbook
    rows = (await readSheet(workbookPath)) as CellValue[][];
  } catch {
    throw new AppError('BAD_REQUEST', 'The workbook could not be read: save the sheet as CSV and import that', {
      file: 'The workbook could not be read',
    });
  }
  const lines = rows.map((cells) => cells.map((cell) => csvField(cellText(cell))).join(','));
  await writeFile(csvPath, lines.join('\r\n') + '\r\n');
}

function cellText(cell: CellValue | null | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(Number(cell.toPrecision(15)));
  return String(cell);
}
