import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRowSchema } from '@flipstack/contract';
import { rowsOf } from '../../src/db/raw.ts';
import { FROM_THE_APP } from '../helpers/accounts.ts';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { PDF, pixelBomb, png, sidewaysJpeg, storedKeys } from '../helpers/images.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { getWith, upload } from '../helpers/uploads.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await buildTestApp({ files: { maxBytes: 64 * 1024, s3: undefined } });
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

const fileCount = async () =>
  (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from files`))[0]!.n;

describe('POST /api/upload/{entity}/{id}', () => {
  it('stores several files on a record, typed from their bytes, with links, URLs and thumbnails', async () => {
    const product = await make(alice, 'products');
    const response = await upload(t, alice, `products/${product}`, [
      { name: 'front.png', content: await png(400, 200), type: 'image/png' },
      { name: 'receipt.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = response.json();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(fileRowSchema.parse(row)).toEqual(row);
    const [image, pdf] = rows;
    expect(image).toMatchObject({ name: 'front.png', type: 'image/png', kind: 'image', width: 400, height: 200 });
    expect(image.links).toEqual([
      { id: expect.any(Number), entity: 'products', entity_id: product, created_at: expect.any(String) },
    ]);
    expect(image.url).toBe(`/api/serve/${image.id}`);
    expect(image.download_url).toBe(`/api/download/${image.id}`);
    expect(image.thumbnail_url).toBe(`/api/serve/${image.id}?size=thumb`);
    expect(pdf).toMatchObject({ name: 'receipt.pdf', type: 'application/pdf', kind: 'pdf', thumbnail_url: null });
    expect(pdf.size).toBe(PDF.length);
  });

  it('makes an upright WebP thumbnail of at most 320 px without the photo’s metadata', async () => {
    const item = await make(alice, 'inventory-items');
    const response = await upload(t, alice, `inventory-items/${item}`, [
      { name: 'serial plate.jpg', content: await sidewaysJpeg(400, 200) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = response.json().rows;
    // Orientation 6: the upright photo is as tall as the stored one is wide.
    expect(row).toMatchObject({ type: 'image/jpeg', width: 200, height: 400 });
    const thumb = await getWith(t, alice, row.thumbnail_url);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 320 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps a picture of more pixels than a thumbnail may decode, without a thumbnail, answering others meanwhile', async () => {
    const bomb = pixelBomb(17_000, 17_000); // 289 million pixels, past sharp's 268 million
    expect(bomb.length).toBeLessThan(64 * 1024);
    const item = await make(alice, 'inventory-items');
    const sent = upload(t, alice, `inventory-items/${item}`, [{ name: 'bomb.png', content: bomb }]);
    const started = performance.now();
    expect((await t.app.inject({ method: 'GET', url: '/api/status' })).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    const response = await sent;
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().rows[0]).toMatchObject({ name: 'bomb.png', type: 'image/png', thumbnail_url: null });
  });

  it('types a PNG renamed .pdf as a PNG', async () => {
    const response = await upload(t, alice, `team/${alice.teamId}`, [
      { name: 'invoice.pdf', content: await png(10, 10, '#000000'), type: 'application/pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().rows[0]).toMatchObject({ name: 'invoice.pdf', type: 'image/png', kind: 'image' });
  });

  it('stores HTML and SVG as plain text, never as a page or an image', async () => {
    const response = await upload(t, alice, `team/${alice.teamId}`, [
      { name: 'page.html', content: '<html><script>alert(document.cookie)</script></html>', type: 'text/html' },
      {
        name: 'logo.svg',
        content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        type: 'image/svg+xml',
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().rows.map((row: { type: string; kind: string }) => [row.type, row.kind])).toEqual([
      ['text/plain', 'other'],
      ['text/plain', 'other'],
    ]);
  });

  it('keeps identical bytes once per team: a second upload makes a second link', async () => {
    const [first, second] = [await make(alice, 'sales'), await make(alice, 'purchases')];
    const photo = await png(30, 30, '#16a085');
    const keysBefore = (await storedKeys(t.app.storage)).length;
    const a = (await upload(t, alice, `sales/${first}`, [{ name: 'a.png', content: photo }])).json().rows[0];
    const b = (await upload(t, alice, `purchases/${second}`, [{ name: 'b.png', content: photo }])).json().rows[0];
    expect(b.id).toBe(a.id);
    expect(b.name).toBe('a.png');
    expect(b.links.map((link: { entity: string }) => link.entity)).toEqual(['sales', 'purchases']);
    // The original and its thumbnail, once.
    expect((await storedKeys(t.app.storage)).length).toBe(keysBefore + 2);
    // Another team keeps its own copy.
    const theirs = (await upload(t, bob, `team/${bob.teamId}`, [{ name: 'c.png', content: photo }])).json().rows[0];
    expect(theirs.id).not.toBe(a.id);
    expect((await storedKeys(t.app.storage)).length).toBe(keysBefore + 4);
  });

  it('keeps one copy when the same bytes arrive in uploads at the same time', async () => {
    const [first, second, third] = [
      await make(alice, 'listings'),
      await make(alice, 'listings'),
      await make(alice, 'listings'),
    ];
    const photo = await png(33, 33, '#d35400');
    const keysBefore = (await storedKeys(t.app.storage)).length;
    const answers = await Promise.all(
      [first, second, third].map((id) => upload(t, alice, `listings/${id}`, [{ name: 'same.png', content: photo }])),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json<{ rows: { id: number }[] }>().rows[0]!.id));
    expect(ids.size).toBe(1);
    const [fileId] = [...ids];
    const listed = await alice.get(`/api/files?entity=listings&${where({ id: fileId })}`);
    expect(listed.json().rows[0].links).toHaveLength(3);
    // The copies of the uploads that lost the race were removed.
    expect((await storedKeys(t.app.storage)).length).toBe(keysBefore + 2);
  });

  it('keeps the same bytes twice in one upload as one file', async () => {
    const photo = await png(31, 31, '#8e44ad');
    const response = await upload(t, alice, `team/${alice.teamId}`, [
      { name: 'one.png', content: photo },
      { name: 'two.png', content: photo },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().rows).toHaveLength(1);
  });

  it('keeps the name without path parts or control characters, and keeps quotes and emoji', async () => {
    const cases = [
      ['../../etc/passwd', 'passwd'],
      ['..\\windows\\win.ini', 'win.ini'],
      ['line\nbreak\r\t"quoted" 📷.txt', 'linebreak"quoted" 📷.txt'],
      ['..', 'file'],
    ];
    for (const [sent, kept] of cases) {
      const response = await upload(t, alice, `team/${alice.teamId}`, [{ name: sent!, content: `${sent} body` }]);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().rows[0].name).toBe(kept);
    }
  });

  it('takes a file of exactly FILE_MAX_BYTES and refuses one byte more with 413 naming the limit, storing nothing', async () => {
    const atLimit = Buffer.alloc(64 * 1024, 'a');
    const ok = await upload(t, alice, `team/${alice.teamId}`, [{ name: 'limit.txt', content: atLimit }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().rows[0].size).toBe(64 * 1024);

    const files = await fileCount();
    const keys = await storedKeys(t.app.storage);
    const over = await upload(t, alice, `team/${alice.teamId}`, [
      { name: 'small.png', content: await png(12, 12, '#f39c12') },
      { name: 'big.txt', content: Buffer.alloc(64 * 1024 + 1, 'b') },
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('64 KB') });
    expect(await fileCount()).toBe(files);
    expect(await storedKeys(t.app.storage)).toEqual(keys);
  });

  it('refuses an empty file with 400', async () => {
    const response = await upload(t, alice, `team/${alice.teamId}`, [{ name: 'empty.txt', content: '' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The file is empty', fieldErrors: { file: expect.any(String) } });
  });

  it('refuses a body without files (400) and one that is not multipart (415)', async () => {
    const none = await upload(t, alice, `team/${alice.teamId}`, []);
    expect(none.statusCode).toBe(400);
    const json = await alice.post(`/api/upload/team/${alice.teamId}`, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('answers 400 for a cut-off or malformed body and 413 past the number of files, storing nothing', async () => {
    const keys = await storedKeys(t.app.storage);
    const head = (name: string) => `--XX\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`;
    const send = (payload: string, contentType = 'multipart/form-data; boundary=XX') =>
      t.app.inject({
        method: 'POST',
        url: `/api/upload/team/${alice.teamId}`,
        headers: { cookie: alice.cookie, 'content-type': contentType, ...FROM_THE_APP },
        payload,
      });
    const complete = `${head('a.txt')}first file\r\n`;
    for (const payload of [`${complete}${head('b.txt')}cut off`, 'no multipart at all']) {
      const response = await send(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toMatch(/multipart/);
    }
    expect((await send(`${complete}--XX--\r\n`, 'multipart/form-data')).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, index) => `${head(`${index}.txt`)}file ${index}\r\n`).join('');
    const tooMany = await send(`${many}--XX--\r\n`);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([413, 'Upload at most 50 files at once']);
    expect(await storedKeys(t.app.storage)).toEqual(keys);
  });

  it('answers 400 for an unknown record type and 404 for a record or team that is not the caller’s', async () => {
    const unknown = await upload(t, alice, 'brandz/1', [{ name: 'a.txt', content: 'a' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ entity: 'Upload to a record type such as products' });
    const theirs = await make(bob, 'products');
    for (const path of [`products/${theirs}`, 'products/2147483647', `team/${bob.teamId}`]) {
      const response = await upload(t, alice, path, [{ name: 'a.txt', content: 'a' }]);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('removes the stored bytes when the rows cannot be written', async () => {
    const db = t.database.db;
    await db.execute(sql`create function refuse_files() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await db.execute(
      sql`create trigger refuse_files before insert on files for each row execute function refuse_files()`,
    );
    const keys = await storedKeys(t.app.storage);
    try {
      const response = await upload(t, alice, `team/${alice.teamId}`, [
        { name: 'doomed.png', content: await png(13, 13, '#27ae60') },
      ]);
      expect(response.statusCode).toBe(500);
      expect(await storedKeys(t.app.storage)).toEqual(keys);
    } finally {
      await db.execute(sql`drop trigger refuse_files on files`);
      await db.execute(sql`drop function refuse_files()`);
    }
  });
});
