import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ImportJob } from '@flipstack/contract';
import { importJobs, inventoryItems } from '../../src/db/schema/index.ts';
import { claimImportJob, runImportJob } from '../../src/imports/run-job.ts';
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

describe('import job lease', () => {
  it('one instance holds a job; a crashed holder’s job is taken up by another and resumes at its cursor', async () => {
    const content = `Ref,Product\n${Array.from({ length: 1100 }, (_, index) => `R-${index},Lamp`).join('\n')}\n`;
    const preview = (
      await postImport(t, alice, { name: 'lamps.csv', content }, { kind: 'inventory-items', source_key: 'Ref' })
    ).json<ImportJob>();
    // From here on the test plays the instances: the app's own worker stops with it.
    await t.app.close();
    const db = t.database.db;
    const jobRow = async () => (await db.select().from(importJobs).where(eq(importJobs.id, preview.id)))[0]!;
    await db.update(importJobs).set({ status: 'queued' }).where(eq(importJobs.id, preview.id));

    const first = await claimImportJob(db, 'instance-a');
    expect(first?.id).toBe(preview.id);
    expect(await claimImportJob(db, 'instance-b')).toBeNull();

    // Instance A writes one batch, then dies: its lease runs out.
    await runImportJob(
      t.app.db,
      t.app.storage,
      first!,
      'instance-a',
      (() => {
        let batches = 0;
        return () => (batches += 1) > 1;
      })(),
    );
    expect(await jobRow()).toMatchObject({ status: 'queued', processed_rows: 500, created: 500 });
    await db
      .update(importJobs)
      .set({ status: 'running', lease_owner: 'instance-a', lease_until: sql`now() - interval '1 second'` })
      .where(eq(importJobs.id, preview.id));

    const taken = await claimImportJob(db, 'instance-b');
    expect(taken).toMatchObject({ id: preview.id, lease_owner: 'instance-b', processed_rows: 500 });
    await runImportJob(db, t.app.storage, taken!, 'instance-b');
    expect(await jobRow()).toMatchObject({ status: 'done', processed_rows: 1100, created: 1100, unchanged: 0 });
    const [items] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(inventoryItems)
      .where(eq(inventoryItems.team_id, alice.teamId));
    expect(items!.total).toBe(1100);
  });
});
