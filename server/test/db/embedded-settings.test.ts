import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';

describe('the embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'flipstack-embedded-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const sharedBuffers = async () => {
    const handle = await openDatabase({ kind: 'embedded', dataDir: dir });
    try {
      return (await rowsOf<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`))[0]?.shared_buffers;
    } finally {
      await handle.close();
    }
  };

  it('holds 32 MB of shared buffers, on a new data directory and on one made before', async () => {
    expect(await sharedBuffers()).toBe('32MB');
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(await sharedBuffers()).toBe('32MB');
  });

  it('fails to open, with the reason, where a new one cannot be made', async () => {
    const blocked = path.join(dir, 'PG_VERSION', 'db');
    await expect(openDatabase({ kind: 'embedded', dataDir: blocked })).rejects.toThrow(/ENOTDIR|not a directory/);
  });
});
