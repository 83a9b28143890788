import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@flipstack/contract';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { PDF, png, storedKeys } from '../helpers/images.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { upload, type UploadPart } from '../helpers/uploads.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

type Row = { id: number; name: string; links: { id: number; entity: string; entity_id: number }[] };

async function uploaded(caller: Caller, path: string, parts: UploadPart[]): Promise<Row[]> {
  const response = await upload(t, caller, path, parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().rows;
}
const list = async (caller: Caller, query = '') => {
  const response = await caller.get(`/api/files?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: Row[]; total: number; total_is_estimate?: true; next_after?: string }>();
};

/** Every page of a listing, each read past the one before it by its `next_after`. */
async function pagesPastMarks(caller: Caller, query: string): Promise<{ names: string[][]; totals: number[] }> {
  const pages = { names: [] as string[][], totals: [] as number[] };
  let after: string | undefined;
  do {
    const page = await list(caller, `${query}${after ? `&after=${after}` : ''}`);
    pages.names.push(names(page.rows));
    pages.totals.push(page.total);
    after = page.next_after;
  } while (after);
  return pages;
}
const names = (rows: Row[]) => rows.map((row) => row.name);

describe('GET /api/files', () => {
  it('lists the team’s files with their links, filtered by record, type, text and where, sorted and paged', async () => {
    // New teams of their own: nothing else in this file is theirs.
    const [carol, dave] = (await signedInTeams(t, 2)) as [Caller, Caller];
    const product = await make(carol, 'products');
    const other = await make(carol, 'products');
    const sale = await make(carol, 'sales');
    const up = async (path: string, parts: UploadPart[]) => {
      const response = await upload(t, carol, path, parts);
      expect(response.statusCode, response.body).toBe(201);
    };
    await up(`products/${product}`, [{ name: 'front.png', content: await png(20, 20, '#111111') }]);
    await up(`products/${other}`, [{ name: 'back.png', content: await png(21, 21, '#222222') }]);
    await up(`sales/${sale}`, [{ name: 'label.pdf', content: PDF }]);
    await up(`team/${carol.teamId}`, [{ name: 'notes.txt', content: 'team notes' }]);
    await upload(t, dave, `team/${dave.teamId}`, [{ name: 'dave.txt', content: 'not for carol' }]);

    const all = await list(carol);
    expect(all.total).toBe(4);
    expect(names(all.rows)).toEqual(['notes.txt', 'label.pdf', 'back.png', 'front.png']);
    expect(all.rows[3]!.links).toMatchObject([{ entity: 'products', entity_id: product }]);
    expect(all.rows[0]!.links).toEqual([]);

    expect(names((await list(carol, 'entity=products')).rows)).toEqual(['back.png', 'front.png']);
    expect(names((await list(carol, `entity=products&entity_id=${product}`)).rows)).toEqual(['front.png']);
    expect(names((await list(carol, 'type=pdf')).rows)).toEqual(['label.pdf']);
    expect(names((await list(carol, 'type=other')).rows)).toEqual(['notes.txt']);
    expect(names((await list(carol, 'q=BACK')).rows)).toEqual(['back.png']);
    // Statements are kept per shape: the same filters with other values, no filter again and another team each
    // answer their own rows.
    expect(names((await list(carol, 'entity=sales')).rows)).toEqual(['label.pdf']);
    expect(names((await list(carol, `entity=products&entity_id=${other}`)).rows)).toEqual(['back.png']);
    expect(names((await list(carol, 'q=front')).rows)).toEqual(['front.png']);
    expect((await list(carol)).total).toBe(4);
    expect(names((await list(dave)).rows)).toEqual(['dave.txt']);
    expect(names((await list(carol, `${where({ kind: 'image', size: { gt: 0 } })}&order_by=name`)).rows)).toEqual([
      'back.png',
      'front.png',
    ]);
    const page = await list(carol, 'order_by=name&limit=2&offset=1');
    expect([page.total, names(page.rows)]).toEqual([4, ['front.png', 'label.pdf']]);

    // Past each page's mark; by width, the files without one come after the images.
    expect(await pagesPastMarks(carol, 'order_by=-width&limit=1')).toEqual({
      names: [['back.png'], ['front.png'], ['notes.txt'], ['label.pdf']],
      totals: [4, 4, 4, 4],
    });
    expect((await pagesPastMarks(carol, 'limit=3')).names).toEqual([
      ['notes.txt', 'label.pdf', 'back.png'],
      ['front.png'],
    ]);
    const { next_after } = await list(carol, 'order_by=-width&limit=1');
    const pastOne = await list(carol, `order_by=-width&limit=1&offset=1&after=${next_after}`);
    expect(names(pastOne.rows)).toEqual(['notes.txt']);
    expect((await carol.get(`/api/files?order_by=name&after=${next_after}`)).json()).toMatchObject({
      fieldErrors: { after: "after must be a page's next_after from this list in the same order_by" },
    });
  });

  it('counts a team’s files up to the cap, exactly on the last page, and finds one among them by name', async () => {
    const [erin] = (await signedInTeams(t, 1)) as [Caller];
    // Made in SQL: uploading ten thousand files would take minutes. File n was made n minutes ago.
    await t.database.db.execute(sql`
      insert into files (team_id, name, type, kind, size, sha256, storage_key, created_at, updated_at)
      select ${erin.teamId}, 'scan-' || n || '.pdf', 'application/pdf', 'pdf', n, md5(n::text), 'k/' || n,
        now() - make_interval(mins => n), now()
      from generate_series(1, ${LIST_COUNT_CAP + 5}) n`);
    const first = await list(erin, 'limit=2');
    expect([names(first.rows), first.total, first.total_is_estimate]).toEqual([
      ['scan-1.pdf', 'scan-2.pdf'],
      LIST_COUNT_CAP,
      true,
    ]);
    const last = await list(erin, `limit=25&offset=${LIST_COUNT_CAP}`);
    expect([last.rows.length, last.total, last.total_is_estimate]).toEqual([5, LIST_COUNT_CAP + 5, undefined]);
    const everyScan = await list(erin, 'q=scan&limit=1');
    expect([everyScan.total, everyScan.total_is_estimate]).toEqual([LIST_COUNT_CAP, true]);
    const smallScans = await list(erin, `q=scan&limit=1&${where({ size: { lte: 100 } })}`);
    expect([names(smallScans.rows), smallScans.total, smallScans.total_is_estimate]).toEqual([
      ['scan-1.pdf'],
      100,
      undefined,
    ]);
    const found = await list(erin, 'q=scan-4242.');
    expect([names(found.rows), found.total]).toEqual([['scan-4242.pdf'], 1]);
    const bySize = await list(erin, 'order_by=-size&limit=1');
    expect(names(bySize.rows)).toEqual([`scan-${LIST_COUNT_CAP + 5}.pdf`]);
    const second = await list(erin, `limit=2&after=${first.next_after}`);
    expect([names(second.rows), second.total, second.total_is_estimate]).toEqual([
      ['scan-3.pdf', 'scan-4.pdf'],
      LIST_COUNT_CAP,
      true,
    ]);
  });

  it('answers 400 naming a bad filter, sort, record type or entity_id without entity', async () => {
    for (const query of [
      where({ storage_key: 'x' }),
      'order_by=team_id',
      'entity=brands',
      'type=video',
      'entity_id=1',
      where({ size: { like: '1' } }),
    ]) {
      const response = await alice.get(`/api/files?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('never lists another team’s files', async () => {
    await uploaded(bob, `team/${bob.teamId}`, [{ name: 'bob-secret.txt', content: 'secret' }]);
    const mine = await list(alice, 'q=secret');
    expect(mine.total).toBe(0);
  });
});

describe('DELETE /api/file-links/{id}', () => {
  it('removes one link; the file goes with its last link, row and bytes', async () => {
    const [first, second] = [await make(alice, 'listings'), await make(alice, 'sellers')];
    const photo = await png(40, 40, '#333333');
    const [file] = await uploaded(alice, `listings/${first}`, [{ name: 'shared.png', content: photo }]);
    const [linked] = await uploaded(alice, `sellers/${second}`, [{ name: 'shared.png', content: photo }]);
    const keys = await storedKeys(t.app.storage);

    const one = await alice.delete(`/api/file-links/${linked!.links[1]!.id}`);
    expect([one.statusCode, one.json()]).toEqual([200, { fileDeleted: false }]);
    expect((await list(alice, `entity=listings&entity_id=${first}`)).total).toBe(1);

    const last = await alice.delete(`/api/file-links/${linked!.links[0]!.id}`);
    expect([last.statusCode, last.json()]).toEqual([200, { fileDeleted: true }]);
    expect((await alice.get(`/api/serve/${file!.id}`)).statusCode).toBe(404);
    // The original and its thumbnail are gone.
    expect((await storedKeys(t.app.storage)).length).toBe(keys.length - 2);
  });

  it('answers 404 for another team’s link and a missing one', async () => {
    const record = await make(bob, 'transactions');
    const [file] = await uploaded(bob, `transactions/${record}`, [{ name: 'bob.txt', content: 'bob link' }]);
    expect((await alice.delete(`/api/file-links/${file!.links[0]!.id}`)).statusCode).toBe(404);
    expect((await alice.delete('/api/file-links/2147483647')).statusCode).toBe(404);
    expect((await bob.get(`/api/serve/${file!.id}`)).statusCode).toBe(200);
  });
});

describe('DELETE /api/files/{id}', () => {
  it('deletes a file with every link and its bytes, also a team file that no record links', async () => {
    const record = await make(alice, 'reminders');
    const [linked] = await uploaded(alice, `reminders/${record}`, [{ name: 'r.png', content: await png(41, 41) }]);
    const [teamFile] = await uploaded(alice, `team/${alice.teamId}`, [{ name: 'team.txt', content: 'team only' }]);
    const keys = await storedKeys(t.app.storage);
    for (const file of [linked!, teamFile!]) {
      const response = await alice.delete(`/api/files/${file.id}`);
      expect([response.statusCode, response.json()]).toEqual([200, { deleted: true }]);
      expect((await alice.get(`/api/serve/${file.id}`)).statusCode).toBe(404);
    }
    expect((await list(alice, `entity=reminders&entity_id=${record}`)).total).toBe(0);
    expect((await storedKeys(t.app.storage)).length).toBe(keys.length - 3);
  });

  it('answers 404 for another team’s file', async () => {
    const [theirs] = await uploaded(bob, `team/${bob.teamId}`, [{ name: 'keep.txt', content: 'bob keeps this' }]);
    expect((await alice.delete(`/api/files/${theirs!.id}`)).statusCode).toBe(404);
    expect((await bob.get(`/api/serve/${theirs!.id}`)).statusCode).toBe(200);
  });
});

describe('deleting a record', () => {
  it('deletes its links and the files no other record links, in the same transaction', async () => {
    const [product, other] = [await make(alice, 'products'), await make(alice, 'products')];
    const shared = await png(42, 42, '#444444');
    const [own, sharedFile] = await uploaded(alice, `products/${product}`, [
      { name: 'own.png', content: await png(43, 43, '#555555') },
      { name: 'shared.png', content: shared },
    ]);
    await uploaded(alice, `products/${other}`, [{ name: 'shared.png', content: shared }]);

    expect((await alice.delete(`/api/v2/products/${product}`)).statusCode).toBe(204);
    expect((await alice.get(`/api/serve/${own!.id}`)).statusCode).toBe(404);
    const kept = await list(alice, `entity=products&entity_id=${other}`);
    expect(kept.rows.map((row) => [row.id, row.links.length])).toEqual([[sharedFile!.id, 1]]);
  });

  it('deletes the links of records removed by a cascade (a chat’s messages)', async () => {
    const chat = await make(alice, 'chats');
    const message = await make(alice, 'messages', { chat_id: chat });
    const [file] = await uploaded(alice, `messages/${message}`, [{ name: 'voice.txt', content: 'spoken words' }]);
    expect((await alice.delete(`/api/v2/chats/${chat}`)).statusCode).toBe(204);
    expect((await alice.get(`/api/serve/${file!.id}`)).statusCode).toBe(404);
  });
});

describe('messages.tts_file_id', () => {
  it('takes one of the team’s files and refuses another team’s', async () => {
    const chat = await make(alice, 'chats');
    const [mine] = await uploaded(alice, `team/${alice.teamId}`, [{ name: 'speech.txt', content: 'said aloud' }]);
    const [theirs] = await uploaded(bob, `team/${bob.teamId}`, [{ name: 'speech.txt', content: 'bob said' }]);
    const body = { chat_id: chat, message_type: 'assistant', content: 'Hi' };
    const ok = await alice.post('/api/v2/messages', { ...body, tts_file_id: mine!.id });
    expect(ok.statusCode, ok.body).toBe(201);
    const refused = await alice.post('/api/v2/messages', { ...body, tts_file_id: theirs!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ tts_file_id: `No file with id ${theirs!.id}` });
    // Deleting the file leaves the message without it.
    await alice.delete(`/api/files/${mine!.id}`);
    expect((await alice.get(`/api/v2/messages/${ok.json().id}`)).json().tts_file_id).toBeNull();
  });
});
