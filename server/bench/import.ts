import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportJob } from '@flipstack/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createUser, FROM_THE_APP, loginAs } from '../test/helpers/accounts.ts';
import { benchConfig } from './bench-config.ts';

const rows = Number(process.env['BENCH_IMPORT_ROWS'] ?? 100_000);
const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A reseller's spreadsheet: 200 products, 10 locations, unique serials, $-money and MM/DD/YYYY dates. */
function spreadsheet(count: number): string {
  const lines = ['Item Name,Brand,Serial,Condition,Cost,Price,Date Received,Location,Notes'];
  for (let index = 0; index < count; index += 1) {
    const day = String((index % 28) + 1).padStart(2, '0');
    lines.push(
      `Product ${index % 200},Brand ${index % 20},SN-${index},Used,"$${(index % 9) + 1},${String(index % 1000).padStart(3, '0')}.50",` +
        `$${(index % 900) + 10}.99,03/${day}/2025,Shelf ${index % 10},"note ${index}"`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function multipart(content: string): { payload: Buffer; contentType: string } {
  const boundary = '----flipstackbench';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ninventory-items\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="source_key"\r\n\r\nSerial\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Imports BENCH_IMPORT_ROWS (100,000) inventory rows through POST /api/imports on the embedded database
 * (or DATABASE_URL): the preview's time, the run's time and the heap's peak while it runs, then the
 * same file again (every row unchanged).
 */
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flipstack-import-bench-'));
  const serverUrl = process.env['DATABASE_URL'];
  const database = await openDatabase(
    serverUrl ? { kind: 'postgres', url: serverUrl } : { kind: 'embedded', dataDir: path.join(dataDir, 'db') },
  );
  await database.migrate();
  const app = await buildApp({
    config: benchConfig({ dataDir, files: { maxBytes: 100 * 1024 * 1024, s3: undefined } }),
    database,
    webDist: '/nonexistent',
  });
  await app.ready();
  try {
    const user = await createUser(database.db, { email: `bench-${Date.now()}@flipstack.test` });
    const cookie = await loginAs(app, user.email);
    const body = multipart(spreadsheet(rows));
    log(`file: ${rows} rows, ${mb(body.payload.length)} MB`);

    for (const round of ['first import', 'same file again']) {
      global.gc?.();
      let started = performance.now();
      const created = await app.inject({
        method: 'POST',
        url: '/api/imports',
        headers: { cookie, 'content-type': body.contentType, ...FROM_THE_APP },
        payload: body.payload,
      });
      if (created.statusCode !== 201) throw new Error(`POST /api/imports → ${created.statusCode} ${created.body}`);
      const preview = created.json<ImportJob>();
      log(
        `${round}: upload + preview of every row ${Math.round(performance.now() - started)} ms (${preview.bad_rows} bad rows)`,
      );

      started = performance.now();
      let peak = 0;
      const heaps: number[] = [];
      await app.inject({
        method: 'POST',
        url: `/api/imports/${preview.id}/start`,
        headers: { cookie, ...FROM_THE_APP },
      });
      let job = preview;
      while (job.status !== 'done' && job.status !== 'failed') {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        // The live heap: collected first where the script runs with --expose-gc (npm run bench:import does).
        (globalThis as { gc?: () => void }).gc?.();
        const heap = process.memoryUsage().heapUsed;
        peak = Math.max(peak, heap);
        heaps.push(mb(heap));
        job = (
          await app.inject({ method: 'GET', url: `/api/imports/${preview.id}`, headers: { cookie } })
        ).json<ImportJob>();
      }
      const seconds = (performance.now() - started) / 1000;
      log(
        `${round}: ${job.status} in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s): ` +
          `${job.created} created, ${job.updated} updated, ${job.unchanged} unchanged, ${job.bad_rows} bad; ` +
          `heap ${Math.min(...heaps)}–${mb(peak)} MB over ${heaps.length} samples, ` +
          `first ${heaps.slice(0, 3).join(' ')} MB, last ${heaps.slice(-3).join(' ')} MB`,
      );
      if (job.status !== 'done') throw new Error(job.last_error ?? 'the import failed');
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
