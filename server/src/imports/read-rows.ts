import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Storage } from '../integrations/storage/storage.ts';

/** One record of the file: its first line (the header is line 1) and its cells. */
export type FileRow = { line: number; cells: string[] };

const SNIFF_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter of the file's first line: the one of , ; tab | that appears most often outside quotes
 * (spreadsheets in much of Europe write semicolons).
 */
export function sniffDelimiter(head: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of head.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/**
 * Every row of a stored upload, streamed (memory stays flat whatever its size): the reader's JSON lines
 * (convert-upload.ts), or the CSV an import stored before those.
 */
export async function* readStoredRows(storage: Storage, key: string): AsyncGenerator<FileRow> {
  if (key.endsWith(JSON_LINES)) {
    yield* jsonRows(await storage.read(key));
    return;
  }
  const head = await readHead(await storage.read(key, { start: 0, end: SNIFF_BYTES - 1 }));
  yield* csvRows(await storage.read(key), sniffDelimiter(head));
}

/** A stored upload's name ends so when it holds JSON lines. */
export const JSON_LINES = '.jsonl';

/** The rows of a stream of JSON lines `[line, cells]`; the stream is closed when the reader stops. */
export async function* jsonRows(source: Readable): AsyncGenerator<FileRow> {
  const decoder = new TextDecoder();
  let rest = '';
  try {
    for await (const chunk of source) {
      const lines = (rest + decoder.decode(chunk as Buffer, { stream: true })).split('\n');
      rest = lines.pop()!;
      for (const text of lines) {
        const [line, cells] = JSON.parse(text) as [number, string[]];
        yield { line, cells };
      }
    }
  } finally {
    source.destroy();
  }
}

/**
 * The records of a CSV stream, the stream closed when the reader stops: BOM dropped, quoted fields may hold
 * delimiters, quotes and line breaks, rows may have fewer or more cells than the header. Blank lines are
 * skipped but counted, so each row's line is the one a spreadsheet shows.
 */
export async function* csvRows(source: Readable, delimiter: string): AsyncGenerator<FileRow> {
  const parser = parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  // pipe() does not pass a failing source's error on: the reader would wait for rows forever.
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let line = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const first = line;
      line += 1 + lineBreaksIn(record);
      if (record.every((cell) => cell.trim() === '')) continue;
      yield { line: first, cells: record };
    }
  } finally {
    // A reader that stops early (the preview's first rows) closes the file too.
    source.destroy();
  }
}

/**
 * The line breaks inside a record's quoted cells: the lines it spans past its first. Counted here rather
 * than asked of the parser, whose per-record info object cost a tenth of a large preview.
 */
export function lineBreaksIn(record: string[]): number {
  let breaks = 0;
  for (const cell of record) {
    if (!cell.includes('\n') && !cell.includes('\r')) continue;
    breaks += cell.match(/\r\n|\r|\n/g)!.length;
  }
  return breaks;
}

async function readHead(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The header row and a record reader: cell of each header by name (the first column of a repeated name). */
export function headerIndex(headers: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  headers.forEach((header, position) => {
    if (!index.has(header)) index.set(header, position);
  });
  return index;
}

export function recordOf(index: Map<string, number>, cells: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [header, position] of index) record[header] = cells[position] ?? '';
  return record;
}
