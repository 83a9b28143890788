import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { crc32, deflateRawSync } from 'node:zlib';
import type { ImportJob } from '@flipstack/contract';
import { rowsOf } from '../../src/db/raw.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { postImport } from '../helpers/imports.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(() => t.close());

const WORKBOOK_PARTS: Record<string, Buffer> = {
  '[Content_Types].xml': Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  ),
  '_rels/.rels': Buffer.from(
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
  ),
  'xl/workbook.xml': Buffer.from(
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  'xl/_rels/workbook.xml.rels': Buffer.from(
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '</Relationships>',
  ),
};

/** A workbook whose one sheet is the given XML, deflated as hard as zip goes. */
function workbook(sheet: Buffer): Buffer {
  return zip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': sheet });
}

/** A zip of deflated parts, written by the book (PKWARE's APPNOTE: local headers, then the central directory). */
function zip(parts: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(parts)) {
    const packed = deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function sheetXml(rows: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
  );
}

/** Sheet XML padded with blanks past the 100 MB limit: what a decompression bomb unpacks to. */
function paddedSheet(): Buffer {
  const close = '</sheetData></worksheet>';
  const head = sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>');
  const bytes = Buffer.alloc(104 * 1024 * 1024, 0x20);
  head.copy(bytes, 0, 0, head.length - close.length);
  bytes.write(close, bytes.length - close.length);
  return bytes;
}

let bombMade: Buffer | undefined;
/** A workbook of about 100 KB that unpacks to 104 MB. */
const bomb = () => (bombMade ??= workbook(paddedSheet()));

/**
 * The zip's declared unpacked size of its last part set to a few bytes, in the local header and the
 * central directory: what a reader that trusts the zip's sizes would budget by.
 */
function lyingAboutSize(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  const central = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  const local = copy.readUInt32LE(central + 42);
  copy.writeUInt32LE(1000, central + 24);
  copy.writeUInt32LE(1000, local + 22);
  return copy;
}

async function jobsOfAlice(): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from import_jobs where team_id = ${alice.teamId}`,
  );
  return row!.count;
}

function storedImports(): string[] {
  try {
    return readdirSync(path.join(t.config.dataDir, 'files', 'imports'), { recursive: true }).map(String);
  } catch {
    return [];
  }
}

/** Sends the file while asking /api/status every 50 ms: the answer, and the longest any status took. */
async function sendTimed(file: { name: string; content: Buffer | string }) {
  let slowest = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const status = await t.app.inject({ method: 'GET', url: '/api/status' });
      expect(status.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const response = await postImport(t, alice, file, { kind: 'inventory-items' });
  done = true;
  await probing;
  return { response, slowest };
}

describe('POST /api/imports with hostile files', () => {
  it('refuses a workbook that unpacks past its limit, keeps answering others meanwhile, and keeps nothing', async () => {
    expect(bomb().length).toBeLessThan(1024 * 1024);
    const before = { jobs: await jobsOfAlice(), stored: storedImports().length };

    const { response, slowest } = await sendTimed({ name: 'bomb.xlsx', content: bomb() });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'The workbook unpacks to more than 100 MB: save the sheet as CSV and import that, or split it into smaller workbooks',
    );
    expect(response.json().fieldErrors.file).toMatch(/more than 100 MB/);
    expect(slowest).toBeLessThan(1000);
    expect(await jobsOfAlice()).toBe(before.jobs);
    expect(storedImports()).toHaveLength(before.stored);
  });

  it('counts what a workbook unpacks to, not what it says it holds', async () => {
    const liar = lyingAboutSize(bomb());
    const response = await postImport(t, alice, { name: 'liar.xlsx', content: liar }, { kind: 'inventory-items' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^The workbook unpacks to more than 100 MB/);
  });

  it('refuses a small workbook of too many rows before parsing it', async () => {
    const rows = Array.from({ length: 100_002 }, (_, index) => `<row r="${index + 1}"/>`).join('');
    const many = workbook(sheetXml(rows));
    const { response, slowest } = await sendTimed({ name: 'rows.xlsx', content: many });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'A sheet of this workbook has more than 100,000 rows: split it into workbooks of fewer rows, or save it as CSV and import that',
    );
    expect(slowest).toBeLessThan(1000);
  });

  it('refuses a CSV of too many columns, naming the line, without holding up other requests', async () => {
    const wide = `Name,Serial\n${Array.from({ length: 500_000 }, (_, index) => `c${index}`).join(',')}\n`;
    const before = await jobsOfAlice();
    const { response, slowest } = await sendTimed({ name: 'wide.csv', content: wide });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Line 2 has 500,000 columns; an import reads at most 500: delete the columns you do not import and try again',
    );
    expect(slowest).toBeLessThan(1000);
    expect(await jobsOfAlice()).toBe(before);
  });

  it('drops blank cells past the column limit (a sheet’s trailing separators) and reads the rest', async () => {
    const trailing = `Item Name,Serial${','.repeat(700)}\nPixel 7,SN-TRAIL-1${','.repeat(700)}\n`;
    const response = await postImport(
      t,
      alice,
      { name: 'trailing.csv', content: trailing },
      { kind: 'inventory-items' },
    );
    expect(response.statusCode).toBe(201);
    const job = response.json<ImportJob>();
    expect(job.headers).toHaveLength(500);
    expect(job.sample[0]!.slice(0, 2)).toEqual(['Pixel 7', 'SN-TRAIL-1']);
  });

  it('refuses a cell longer than a spreadsheet allows', async () => {
    const long = `Item Name,Notes\nPixel 7,${'x'.repeat(40_000)}\n`;
    const response = await postImport(t, alice, { name: 'long.csv', content: long }, { kind: 'inventory-items' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      "A cell on line 2 holds more than 32,767 characters (a spreadsheet's own limit): shorten it and try again",
    );
  });
});

describe('POST /api/imports reads the encodings spreadsheets write', () => {
  it('reads a Windows-1252 CSV (Excel on Windows) with its accents', async () => {
    const latin = Buffer.from('Item Name,Notes\r\nCafé table,Crème – très bon\r\n', 'latin1');
    latin[latin.indexOf(0x13, 0)] = 0x96; // the en dash in Windows-1252
    const response = await postImport(t, alice, { name: 'latin.csv', content: latin }, { kind: 'inventory-items' });
    expect(response.statusCode).toBe(201);
    expect(response.json<ImportJob>().sample[0]).toEqual(['Café table', 'Crème – très bon']);
  });

  it('reads a UTF-16 tab-separated file (Excel’s "Unicode text")', async () => {
    const text = '\uFEFFItem Name\tSerial\r\nNikon Z6 – body\tSN-U16-1\r\n';
    const response = await postImport(
      t,
      alice,
      { name: 'unicode.txt', content: Buffer.from(text, 'utf16le') },
      { kind: 'inventory-items' },
    );
    expect(response.statusCode).toBe(201);
    const job = response.json<ImportJob>();
    expect(job.headers).toEqual(['Item Name', 'Serial']);
    expect(job.sample[0]).toEqual(['Nikon Z6 – body', 'SN-U16-1']);
  });
});
