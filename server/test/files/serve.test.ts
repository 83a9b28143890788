import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { PDF, png } from '../helpers/images.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { getWith, upload } from '../helpers/uploads.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

async function stored(caller: Caller, name: string, content: Buffer | string) {
  const response = await upload(t, caller, `team/${caller.teamId}`, [{ name, content }]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().rows[0] as { id: number; sha256: string; size: number };
}

describe('GET /api/serve/{id}', () => {
  it('serves the bytes with their stored type, inline, under a sandbox policy, privately cached with an ETag', async () => {
    const bytes = await png(50, 40);
    const file = await stored(alice, 'photo.png', bytes);
    const response = await getWith(t, alice, `/api/serve/${file.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      'content-disposition': 'inline; filename="photo.png"',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      etag: `"${file.sha256}"`,
      'accept-ranges': 'bytes',
    });
  });

  it('serves PDF and plain text inline, anything else as an attachment', async () => {
    const pdf = await stored(alice, 'receipt.pdf', PDF);
    const text = await stored(alice, 'notes.txt', 'Serial SN-1 on the back');
    const zip = await stored(alice, 'label.zip', Buffer.from('504b0304140000000000', 'hex'));
    const pdfAnswer = await getWith(t, alice, `/api/serve/${pdf.id}`);
    expect(pdfAnswer.headers['content-disposition']).toBe('inline; filename="receipt.pdf"');
    const textAnswer = await getWith(t, alice, `/api/serve/${text.id}`);
    expect(textAnswer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(textAnswer.headers['content-disposition']).toMatch(/^inline;/);
    const zipAnswer = await getWith(t, alice, `/api/serve/${zip.id}`);
    expect(zipAnswer.headers['content-type']).toBe('application/zip');
    expect(zipAnswer.headers['content-disposition']).toBe('attachment; filename="label.zip"');
  });

  it('serves uploaded HTML and SVG as sandboxed plain text', async () => {
    for (const [name, content] of [
      ['page.html', '<!doctype html><script>fetch("/api/auth/me")</script>'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ] as const) {
      const file = await stored(alice, name, content);
      const response = await getWith(t, alice, `/api/serve/${file.id}`);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['content-security-policy']).toBe('sandbox');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toBe(content);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const file = await stored(alice, 'head.txt', 'only the headers');
    const response = await t.app.inject({
      method: 'HEAD',
      url: `/api/serve/${file.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(file.size));
    expect(response.body).toBe('');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const file = await stored(alice, 'again.png', await png(51, 40));
    const response = await getWith(t, alice, `/api/serve/${file.id}`, { 'if-none-match': `W/"x", "${file.sha256}"` });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    const stale = await getWith(t, alice, `/api/serve/${file.id}`, { 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers a byte range with 206, a suffix range too, and 416 past the end', async () => {
    const content = '0123456789abcdefghij';
    const file = await stored(alice, 'range.txt', content);
    const first = await getWith(t, alice, `/api/serve/${file.id}`, { range: 'bytes=2-5' });
    expect(first.statusCode).toBe(206);
    expect(first.body).toBe('2345');
    expect(first.headers['content-range']).toBe('bytes 2-5/20');
    expect(first.headers['content-length']).toBe('4');
    const tail = await getWith(t, alice, `/api/serve/${file.id}`, { range: 'bytes=-3' });
    expect([tail.statusCode, tail.body]).toEqual([206, 'hij']);
    const open = await getWith(t, alice, `/api/serve/${file.id}`, { range: 'bytes=15-' });
    expect([open.statusCode, open.body]).toEqual([206, 'fghij']);
    const past = await getWith(t, alice, `/api/serve/${file.id}`, { range: 'bytes=20-25' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */20');
    const otherBytes = await getWith(t, alice, `/api/serve/${file.id}`, { range: 'bytes=0-1', 'if-range': '"old"' });
    expect([otherBytes.statusCode, otherBytes.body]).toEqual([200, content]);
  });

  it('serves a thumbnail for images only', async () => {
    const image = await stored(alice, 'thumb.png', await png(600, 300));
    const thumb = await getWith(t, alice, `/api/serve/${image.id}?size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['etag']).toBe(`"${image.sha256}-thumb"`);
    expect(thumb.headers['content-security-policy']).toBe('sandbox');
    expect(thumb.headers['cache-control']).toBe('private, max-age=86400');
    const pdf = await stored(alice, 'no-thumb.pdf', Buffer.concat([PDF, Buffer.from('%thumb')]));
    expect((await getWith(t, alice, `/api/serve/${pdf.id}?size=thumb`)).statusCode).toBe(404);
    expect((await getWith(t, alice, `/api/serve/${image.id}?size=huge`)).statusCode).toBe(400);
  });

  it('answers 404 for a thumbnail once its file is deleted, though it was served before', async () => {
    const image = await stored(alice, 'gone.png', await png(120, 90));
    expect((await getWith(t, alice, `/api/serve/${image.id}?size=thumb`)).statusCode).toBe(200);
    expect((await getWith(t, bob, `/api/serve/${image.id}?size=thumb`)).statusCode).toBe(404);
    expect((await alice.delete(`/api/files/${image.id}`)).statusCode).toBe(200);
    const after = await getWith(t, alice, `/api/serve/${image.id}?size=thumb`);
    expect([after.statusCode, after.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 404 for another team’s file and a missing one', async () => {
    const theirs = await stored(bob, 'private.png', await png(52, 40));
    for (const url of [`/api/serve/${theirs.id}`, `/api/serve/${theirs.id}?size=thumb`, '/api/serve/2147483647']) {
      const response = await getWith(t, alice, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /api/download/{id}', () => {
  it('answers an attachment with the original name, an ASCII fallback and the UTF-8 name', async () => {
    const file = await stored(alice, 'Reçu "mars" 📷.pdf', Buffer.concat([PDF, Buffer.from('%download')]));
    const response = await getWith(t, alice, `/api/download/${file.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Recu _mars_ _.pdf"; filename*=UTF-8''Re%C3%A7u%20%22mars%22%20%F0%9F%93%B7.pdf`,
    );
    expect(response.headers['content-security-policy']).toBe('sandbox');
  });

  it('keeps path parts and line breaks out of the header', async () => {
    const file = await stored(alice, '../../x\r\ny.txt', 'evil');
    const response = await getWith(t, alice, `/api/download/${file.id}`);
    expect(response.headers['content-disposition']).toBe('attachment; filename="xy.txt"');
  });

  it('answers 404 for another team’s file', async () => {
    const theirs = await stored(bob, 'theirs.txt', 'bob only');
    expect((await getWith(t, alice, `/api/download/${theirs.id}`)).statusCode).toBe(404);
  });
});
