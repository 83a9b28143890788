import { open } from 'node:fs/promises';
import { Unzip, UnzipInflate } from 'fflate';
import type { CellValue } from 'read-excel-file/node';
import { IMPORT_LIMITS } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { overLimit } from './upload-limit.ts';

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

const MEGABYTE = 1024 * 1024;

/**
 * The workbook's first sheet as rows of cells. Its XML is unpacked once first, counting what it really
 * holds (the sizes a zip declares can lie): past the limits the upload is refused before the sheet is
 * parsed, which holds it all in memory at once.
 */
export async function workbookRows(bytes: Uint8Array): Promise<CellValue[][]> {
  measureWorkbook(bytes);
  try {
    const { readSheet } = await import('read-excel-file/node');
    return (await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) as CellValue[][];
  } catch {
    throw unreadable();
  }
}

/** Unpacks every XML part of the workbook, counting bytes and sheet rows against the limits. */
function measureWorkbook(bytes: Uint8Array): void {
  const budget = IMPORT_LIMITS.workbookMegabytes * MEGABYTE;
  let unpacked = 0;
  const unzip = new Unzip((file) => {
    if (!file.name.endsWith('.xml')) return;
    const isSheet = file.name.startsWith('xl/worksheets/');
    let rows = 0;
    let tail = '';
    file.ondata = (error, chunk) => {
      // The inflater hands back what ondata threw as an error of its own.
      if (error) throw error instanceof AppError ? error : unreadable();
      unpacked += chunk.length;
      if (unpacked > budget) {
        throw overLimit(
          `The workbook unpacks to more than ${IMPORT_LIMITS.workbookMegabytes} MB: save the sheet as CSV and import that, or split it into smaller workbooks`,
        );
      }
      if (!isSheet) return;
      // '<row ' or '<row>' may straddle two chunks: the last few characters are looked at again.
      const text = tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
      rows += text.match(/<row[\s>]/g)?.length ?? 0;
      tail = text.slice(-4);
      if (rows > IMPORT_LIMITS.workbookRows + 1) {
        throw overLimit(
          `A sheet of this workbook has more than ${IMPORT_LIMITS.workbookRows.toLocaleString('en-US')} rows: split it into workbooks of fewer rows, or save it as CSV and import that`,
        );
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let start = 0; start < bytes.length; start += 64 * 1024) {
      unzip.push(bytes.subarray(start, start + 64 * 1024), start + 64 * 1024 >= bytes.length);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

/**
 * A cell as the text a CSV holds: numbers as plain decimals (a money cell of 1234.5 reads as 1234.5),
 * date cells as ISO dates (with the time when they hold one), TRUE/FALSE as true/false.
 */
export function cellText(cell: CellValue | null | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(Number(cell.toPrecision(15)));
  return String(cell);
}

const unreadable = () =>
  new AppError('BAD_REQUEST', 'The workbook could not be read: save the sheet as CSV and import that', {
    file: 'The workbook could not be read',
  });
