import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { IMPORT_LIMITS } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { lineBreaksIn, sniffDelimiter } from './read-rows.ts';
import { overLimit } from './upload-limit.ts';
import { cellText, spreadsheetFormat, workbookRows } from './workbook.ts';

const SNIFF_CHARACTERS = 64 * 1024;
/** A row's characters, all cells together: a guard against a file that is not the CSV it seems. */
const ROW_CHARACTERS = 4 * 1024 * 1024;

/**
 * An uploaded file (a CSV of any common encoding and delimiter, or an .xlsx workbook's first sheet)
 * written as the rows the import reads: JSON lines of `[line, cells]`, the line the one a spreadsheet shows,
 * blank rows left out (the server's own passes read JSON far cheaper than CSV). The file is
 * checked against IMPORT_LIMITS as it is read.
 * Runs in the upload reader's own process (upload-reader.ts): a file that still gets past the limits
 * costs that process, never the server. `onWritten` hears how many bytes are written so far, after each
 * few hundred rows, so the server can read the rows while the rest is converted.
 */
export async function convertUpload(
  inputPath: string,
  outputPath: string,
  onWritten: (bytes: number) => void = () => undefined,
): Promise<void> {
  const format = await spreadsheetFormat(inputPath);
  if (format === 'xls') {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'This is an Excel 97–2003 workbook: save it as .xlsx or CSV (File → Save As) and import that',
      { file: 'Save the sheet as .xlsx or CSV and import that' },
    );
  }
  const output = createWriteStream(outputPath);
  let failure: Error | undefined;
  output.on('error', (error) => (failure ??= error));
  try {
    const lines = format === 'xlsx' ? workbookLines(await readFile(inputPath)) : csvLines(inputPath);
    await writeRows(output, lines, onWritten);
    output.end();
    await once(output, 'finish');
    if (failure) throw failure;
  } finally {
    output.destroy();
  }
}

type Line = { line: number; cells: string[] };

async function* workbookLines(bytes: Uint8Array): AsyncGenerator<Line> {
  const rows = await workbookRows(bytes);
  for (const [index, row] of rows.entries()) yield { line: index + 1, cells: row.map(cellText) };
}

async function* csvLines(inputPath: string): AsyncGenerator<Line> {
  const head = await peek(decodedText(inputPath, await encodingOf(inputPath)));
  const parser = head.stream.pipe(
    parse({
      delimiter: sniffDelimiter(head.text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: ROW_CHARACTERS,
    }),
  );
  let line = 1;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      yield { line, cells };
      line += 1 + lineBreaksIn(cells);
    }
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
      throw overLimit(
        `A row after line ${line} holds more than ${ROW_CHARACTERS.toLocaleString('en-US')} characters: check that the file is a CSV, or split the row's text`,
      );
    }
    throw new AppError('BAD_REQUEST', 'The file could not be read as CSV', {
      file: 'The file could not be read as CSV',
    });
  }
}

/** Every line checked against the limits and written, a few hundred lines a write. */
async function writeRows(
  output: WriteStream,
  lines: AsyncIterable<Line>,
  onWritten: (bytes: number) => void,
): Promise<void> {
  let pending: string[] = [];
  let bytes = 0;
  const flush = async () => {
    const text = pending.join('');
    pending = [];
    if (!text) return;
    bytes += Buffer.byteLength(text);
    const written = bytes;
    // Told once the bytes are in the file (the write's callback), not when they are queued.
    output.write(text, (error) => {
      if (!error) onWritten(written);
    });
    if (output.writableNeedDrain) await once(output, 'drain');
  };
  for await (const { line, cells } of lines) {
    const kept = withinColumns(line, cells);
    for (const cell of kept) {
      if (cell.length > IMPORT_LIMITS.cellCharacters) {
        throw overLimit(
          `A cell on line ${line} holds more than ${IMPORT_LIMITS.cellCharacters.toLocaleString('en-US')} characters (a spreadsheet's own limit): shorten it and try again`,
        );
      }
    }
    if (kept.some((cell) => cell.trim() !== '')) pending.push(`${JSON.stringify([line, kept])}\n`);
    if (pending.length >= 500) await flush();
  }
  await flush();
}

/** The cells past the limit may only be blank (a sheet's trailing separators): those are dropped. */
function withinColumns(line: number, cells: string[]): string[] {
  if (cells.length <= IMPORT_LIMITS.columns) return cells;
  if (cells.slice(IMPORT_LIMITS.columns).every((cell) => cell.trim() === '')) {
    return cells.slice(0, IMPORT_LIMITS.columns);
  }
  throw overLimit(
    `Line ${line} has ${cells.length.toLocaleString('en-US')} columns; an import reads at most ${IMPORT_LIMITS.columns}: delete the columns you do not import and try again`,
  );
}

/**
 * The file's text encoding: its byte-order mark's, else UTF-8 when every byte sequence is UTF-8, else
 * Windows-1252 (what Excel on Windows writes for "CSV").
 */
async function encodingOf(inputPath: string): Promise<string> {
  const handle = await open(inputPath);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(3), 0, 3, 0);
    const mark = buffer.subarray(0, bytesRead).toString('hex');
    if (mark.startsWith('fffe')) return 'utf-16le';
    if (mark.startsWith('feff')) return 'utf-16be';
  } finally {
    await handle.close();
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(inputPath)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

async function* decodedText(inputPath: string, encoding: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding); // drops the byte-order mark
  for await (const chunk of createReadStream(inputPath)) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The text's first characters (for the delimiter) and the whole text as a stream. */
async function peek(source: AsyncGenerator<string>): Promise<{ text: string; stream: Readable }> {
  const head: string[] = [];
  let length = 0;
  while (length < SNIFF_CHARACTERS) {
    const next = await source.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  async function* whole() {
    yield* head;
    yield* source;
  }
  return { text: head.join(''), stream: Readable.from(whole()) };
}
