import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/db/schema/index.ts';
import { createMailer } from '../../../src/integrations/mail/mailer.ts';
import { createUser } from '../../helpers/accounts.ts';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';

const REJECTED = 'bounce@example.com';

describe('mail over SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer({ refused: [REJECTED] });
    t = await buildTestApp({ mail: { smtpUrl: smtp.url, from: 'Flipstack <no-reply@flipstack.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the password reset mail with its link and marks it sent', async () => {
    await createUser(t.app.db, { email: 'lena@example.com', name: 'Lena' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'lena@example.com' },
    });
    expect(response.statusCode).toBe(200);
    await t.app.mailer.idle();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe('Reset your Flipstack password');
    expect(mail!.to).toMatchObject({ value: [{ address: 'lena@example.com' }] });
    expect(mail!.from).toMatchObject({ value: [{ address: 'no-reply@flipstack.test', name: 'Flipstack' }] });
    const link = /http:\/\/flipstack\.test\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '');
    expect(link).not.toBeNull();

    const [row] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ to: 'lena@example.com', error: null, sent_at: expect.any(String) });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: link![1], password: 'from the mail link' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('keeps the error on the outbox row when the server refuses, and still answers 200', async () => {
    await createUser(t.app.db, { email: REJECTED });
    const response = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: REJECTED } });
    expect(response.statusCode).toBe(200);
    await t.app.mailer.idle();
    const [row] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ to: REJECTED, sent_at: null, error: expect.stringContaining('No such mailbox') });
  });

  it('without SMTP records the mail and logs it with its text, so a developer can open the link', async () => {
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry), error: () => {} } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ db: t.app.db, mail: { smtpUrl: undefined, from: 'x@example.com' }, log });
    const before = smtp.received.length;
    await mailer.send({ to: 'dev@example.com', subject: 'Hello', text: 'Open http://localhost/reset-password/abc' });
    expect(logged).toEqual([
      { to: 'dev@example.com', subject: 'Hello', text: 'Open http://localhost/reset-password/abc' },
    ]);
    const [row] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ to: 'dev@example.com', subject: 'Hello', sent_at: null, error: null });
    expect(smtp.received.length).toBe(before);
  });
});
