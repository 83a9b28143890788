import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRow, ImportJob } from '@flipstack/contract';
import { importJobs } from '../../src/db/schema/index.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { postImport } from '../helpers/imports.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { getWith, upload } from '../helpers/uploads.ts';

let t: TestApp;
let alice: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(() => t.close());

/** Names that show as something else, or hide characters: what each holds, the name sent and the name kept. */
const NAMES: [string, string, string][] = [
  // A list showed this one as "rtl-exe.png".
  ['a right-to-left override (U+202E)', 'rtl-\u202egnp.exe', 'rtl-gnp.exe'],
  ['embeddings and overrides (U+202A–U+202D) and their end (U+202C)', '\u202aa\u202bb\u202cc\u202dd.txt', 'abcd.txt'],
  ['isolates (U+2066–U+2069)', '\u2066iso\u2067late\u2068d\u2069.txt', 'isolated.txt'],
  ['direction marks (U+200E, U+200F, U+061C)', 'mark\u200e\u200f\u061c.txt', 'mark.txt'],
  ['zero-width characters and a BOM', 'zero\u200bwidth\u200c\u200d\u2060\ufeff.txt', 'zerowidth.txt'],
  ['a soft hyphen', 'soft\u00adhyphen.txt', 'softhyphen.txt'],
  ['line and paragraph separators', 'line\u2028para\u2029.txt', 'linepara.txt'],
  ['nothing visible at all', '\u202e\u200b', 'file'],
  ['accents and emoji, which stay', 'Reçu 📷.pdf', 'Reçu 📷.pdf'],
];

describe('file names lose bidi controls and invisible characters when stored', () => {
  it.each(NAMES)('an upload whose name holds %s is kept, listed and served without them', async (_, sent, kept) => {
    const response = await upload(t, alice, `team/${alice.teamId}`, [{ name: sent, content: `${sent} ${kept}` }]);
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<{ rows: FileRow[] }>().rows[0]!;
    expect(file.name).toBe(kept);

    const listed = (await alice.get(`/api/files?limit=500`)).json<{ rows: FileRow[] }>().rows;
    expect(listed.find((row) => row.id === file.id)?.name).toBe(kept);
    const download = await getWith(t, alice, `/api/download/${file.id}`);
    const disposition = download.headers['content-disposition'] as string;
    const utf8Name = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1];
    expect(utf8Name ? decodeURIComponent(utf8Name) : /filename="([^"]*)"/.exec(disposition)?.[1]).toBe(kept);
  });

  it('an import job keeps its file name the same way', async () => {
    const response = await postImport(
      t,
      alice,
      { name: 'stock-\u202evsc.exe\u200b', content: 'Name,Serial\nLamp,SN-1\n' },
      { kind: 'inventory-items' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const job = response.json<ImportJob>();
    expect(job.file_name).toBe('stock-vsc.exe');
    expect((await alice.get(`/api/imports/${job.id}`)).json<ImportJob>().file_name).toBe('stock-vsc.exe');
  });

  it('whatever writes the name: the column keeps only what sanitiseFileName leaves', async () => {
    const [job] = await t.app.db
      .insert(importJobs)
      .values({
        team_id: alice.teamId,
        kind: 'inventory-items',
        file_name: '../\u202eevil\u2066.csv',
        headers: [],
        mapping: {},
        sample: [],
        references: [],
        errors: [],
      })
      .returning({ file_name: importJobs.file_name });
    expect(job!.file_name).toBe('evil.csv');
  });
});
