import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { png, storedKeys } from '../helpers/images.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { getWith, upload } from '../helpers/uploads.ts';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ files: { maxBytes: 1024 * 1024, s3: s3.config } });
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('files on S3 (S3_BUCKET set)', () => {
  it('uploads to the bucket, serves whole, by range and as a thumbnail, and deletes the objects', async () => {
    const purchase = await make(alice, 'purchases');
    const photo = await png(500, 250);
    const response = await upload(t, alice, `purchases/${purchase}`, [{ name: 'receipt.png', content: photo }]);
    expect(response.statusCode, response.body).toBe(201);
    const [file] = response.json().rows;
    expect(await storedKeys(t.app.storage)).toHaveLength(2);

    const whole = await getWith(t, alice, file.url);
    expect(whole.rawPayload.equals(photo)).toBe(true);
    const part = await getWith(t, alice, file.url, { range: 'bytes=1-3' });
    expect([part.statusCode, part.body]).toEqual([206, 'PNG']);
    const thumb = await getWith(t, alice, file.thumbnail_url);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await getWith(t, bob, file.url)).statusCode).toBe(404);

    const deleted = await alice.delete(`/api/file-links/${file.links[0].id}`);
    expect(deleted.json()).toEqual({ fileDeleted: true });
    expect(await storedKeys(t.app.storage)).toEqual([]);
  });
});
