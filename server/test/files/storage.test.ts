import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../src/integrations/storage/local-storage.ts';
import { s3Storage } from '../../src/integrations/storage/s3-storage.ts';
import type { Storage } from '../../src/integrations/storage/storage.ts';
import { startS3Server } from '../helpers/s3-server.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'flipstack-storage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function source(content: string): string {
  const file = path.join(scratch, `${Math.random()}.bin`);
  writeFileSync(file, content);
  return file;
}

async function keys(storage: Storage): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list()) found.push(object.key);
  return found.sort();
}

/** The same behaviour from every driver. */
function storageSuite(name: string, open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let opened: { storage: Storage; close(): Promise<void> };
    beforeAll(async () => {
      opened = await open();
      storage = opened.storage;
    });
    afterAll(() => opened.close());

    it('stores, reads whole and by range, lists with the time of writing, and removes', async () => {
      const before = Date.now() - 5000;
      await storage.put('7/ab/abcdef.bin', source('hello, stored world'));
      expect(await text(await storage.read('7/ab/abcdef.bin'))).toBe('hello, stored world');
      expect(await text(await storage.read('7/ab/abcdef.bin', { start: 7, end: 12 }))).toBe('stored');
      expect((await storage.readSmall('7/ab/abcdef.bin')).toString()).toBe('hello, stored world');
      const listed = [];
      for await (const object of storage.list()) listed.push(object);
      expect(listed.map((object) => object.key)).toEqual(['7/ab/abcdef.bin']);
      expect(listed[0]!.modifiedAt.getTime()).toBeGreaterThan(before);
      await storage.remove('7/ab/abcdef.bin');
      expect(await keys(storage)).toEqual([]);
    });

    it('overwrites a key whole and removes a missing key without error', async () => {
      await storage.put('1/k.bin', source('first version'));
      await storage.put('1/k.bin', source('second'));
      expect(await text(await storage.read('1/k.bin'))).toBe('second');
      await storage.remove('1/k.bin');
      await storage.remove('1/k.bin');
      expect(await keys(storage)).toEqual([]);
    });

    it('fails to read a missing key', async () => {
      await expect(async () => text(await storage.read('9/missing.bin'))).rejects.toThrow();
      await expect(storage.readSmall('9/missing.bin')).rejects.toThrow();
    });
  });
}

storageSuite('local', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'flipstack-files-'));
  return { storage: localStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
});

storageSuite('S3', async () => {
  const server = await startS3Server();
  const storage = s3Storage(server.config);
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
});

describe('local storage keys', () => {
  it('refuses a key that leaves its folder', async () => {
    const storage = localStorage(path.join(scratch, 'root'));
    await expect(storage.put('../escape.bin', source('x'))).rejects.toThrow(/outside/);
  });
});
