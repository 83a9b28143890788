import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ImportJob } from '@flipstack/contract';
import { IMPORT_PREVIEW_KEPT_MS, SWEEP_MIN_AGE_MS, sweepStorage } from '../../src/files/sweep.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { png, storedKeys } from '../helpers/images.ts';
import { postImport } from '../helpers/imports.ts';
import { ownConnection } from '../helpers/test-database.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { upload } from '../helpers/uploads.ts';

let t: TestApp;
let alice: Caller;
const scratch = mkdtempSync(path.join(tmpdir(), 'flipstack-sweep-'));

beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

const sweep = (at: number) => sweepStorage(t.app.db, t.app.databaseKind, t.app.storage, t.app.log, at);

describe('the storage sweep', () => {
  it('removes bytes no row names once they are an hour old, and keeps every named one', async () => {
    const product = await make(alice, 'products');
    const named = await upload(t, alice, `products/${product}`, [{ name: 'kept.png', content: await png(44, 44) }]);
    expect(named.statusCode).toBe(201);
    const orphan = path.join(scratch, 'orphan.bin');
    writeFileSync(orphan, 'left by a crash');
    await t.app.storage.put(`${alice.teamId}/00/orphan`, orphan);
    const keys = await storedKeys(t.app.storage);

    // Younger than an hour: it may belong to an upload still committing.
    expect(await sweep(Date.now())).toBe(0);
    expect(await storedKeys(t.app.storage)).toEqual(keys);

    expect(await sweep(Date.now() + SWEEP_MIN_AGE_MS + 60_000)).toBe(1);
    expect(await storedKeys(t.app.storage)).toEqual(keys.filter((key) => !key.endsWith('/orphan')));
    expect((await alice.get(`/api/serve/${named.json().rows[0].id}?size=thumb`)).statusCode).toBe(200);
  });

  it('removes the bytes of files a record’s deletion took with it', async () => {
    const product = await make(alice, 'products');
    await upload(t, alice, `products/${product}`, [{ name: 'gone.png', content: await png(45, 45) }]);
    const before = (await storedKeys(t.app.storage)).length;
    await alice.delete(`/api/v2/products/${product}`);
    expect(await sweep(Date.now() + SWEEP_MIN_AGE_MS + 60_000)).toBe(2);
    expect((await storedKeys(t.app.storage)).length).toBe(before - 2);
  });

  it('ends imports left in preview for a week, and their files with them; a recent preview stays', async () => {
    const preview = async () =>
      (
        await postImport(t, alice, { name: 'stock.csv', content: 'Product\nKindle\n' }, { kind: 'inventory-items' })
      ).json<ImportJob>();
    const old = await preview();
    const recent = await preview();
    const before = (await storedKeys(t.app.storage)).length;
    const later = Date.now() + SWEEP_MIN_AGE_MS + 60_000;
    await t.app.db.execute(
      sql`update import_jobs set updated_at = ${new Date(later - IMPORT_PREVIEW_KEPT_MS - 60_000).toISOString()} where id = ${old.id}`,
    );
    expect(await sweep(later)).toBe(1);
    expect((await storedKeys(t.app.storage)).length).toBe(before - 1);
    expect((await alice.get(`/api/imports/${old.id}`)).statusCode).toBe(404);
    expect((await alice.get(`/api/imports/${recent.id}`)).json()).toMatchObject({ status: 'preview', total_rows: 1 });
  });

  it.skipIf(process.env['TEST_DATABASE'] !== 'postgres')(
    'skips its turn while another instance sweeps (PostgreSQL advisory lock)',
    async () => {
      const orphan = path.join(scratch, 'other.bin');
      writeFileSync(orphan, 'swept by whoever holds the lock');
      await t.app.storage.put(`${alice.teamId}/00/other`, orphan);
      const later = Date.now() + SWEEP_MIN_AGE_MS + 60_000;
      const otherInstance = await ownConnection(t.database);
      try {
        await otherInstance.query('select pg_advisory_lock(7302020)');
        expect(await sweep(later)).toBe(0);
        await otherInstance.query('select pg_advisory_unlock(7302020)');
        expect(await sweep(later)).toBe(1);
      } finally {
        await otherInstance.end();
      }
    },
  );
});
