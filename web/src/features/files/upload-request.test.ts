import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { sessionStore } from '../../lib/session.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, sessionAnswer } from '../../test/fixtures.ts';
import { uploadFile } from './upload-request.ts';

type Answer = { status: number; body: unknown };

/** The browser's XMLHttpRequest as far as an upload uses it: it reports half the bytes sent, then answers in turn. */
class FakeXhr {
  static answers: Answer[] = [];
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      const answer = FakeXhr.answers.shift();
      if (!answer) return this.onerror?.();
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const fileRow = { id: 5, name: 'receipt.pdf', links: [] };
const file = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });

describe('uploadFile', () => {
  beforeEach(() => {
    FakeXhr.answers = [];
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    sessionStore.signIn(meAnswer);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file as multipart field `file` with the client header and cookies, reporting progress', async () => {
    FakeXhr.answers = [{ status: 201, body: { rows: [fileRow] } }];
    const progress: number[] = [];
    await expect(uploadFile({ entity: 'products', id: 7 }, file, (sent) => progress.push(sent))).resolves.toEqual(
      fileRow,
    );
    const [request] = FakeXhr.sent;
    expect(request).toMatchObject({ method: 'POST', url: '/api/upload/products/7', withCredentials: true });
    expect(request!.headers).toMatchObject({ 'x-requested-with': 'flipstack' });
    expect((request!.body!.get('file') as File).name).toBe('receipt.pdf');
    expect(progress).toEqual([0.5]);
  });

  it('refreshes an expired access token once through the API client, then sends the file again', async () => {
    const server = fakeFetch({
      'GET /api/auth/me': [{ status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in' } }, { body: meAnswer }],
      'POST /api/refresh-token': { body: sessionAnswer },
    });
    vi.stubGlobal('fetch', server.fetch);
    FakeXhr.answers = [
      { status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in' } },
      { status: 201, body: { rows: [fileRow] } },
    ];
    await expect(uploadFile({ entity: 'team', id: 10 }, file, () => undefined)).resolves.toEqual(fileRow);
    expect(FakeXhr.sent).toHaveLength(2);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/refresh-token',
      'GET /api/auth/me',
    ]);
  });

  it("rejects with the server's answer (413 names the limit) and with status 0 when the connection fails", async () => {
    FakeXhr.answers = [{ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'Files are limited to 25 MB' } }];
    const tooLarge = uploadFile({ entity: 'sales', id: 1 }, file, () => undefined);
    await expect(tooLarge).rejects.toBeInstanceOf(ApiError);
    await expect(tooLarge).rejects.toMatchObject({ status: 413, message: 'Files are limited to 25 MB' });
    await expect(uploadFile({ entity: 'sales', id: 1 }, file, () => undefined)).rejects.toMatchObject({ status: 0 });
  });
});
