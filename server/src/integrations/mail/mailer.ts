import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string };

export interface Mailer {
  /**
   * Records the message in mail_outbox, then delivers it over SMTP in the background when SMTP is
   * configured, or logs it when not. Never throws: a failure is logged and kept on the outbox row.
   */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type MailerOptions = { db: Database; mail: Config['mail']; log: FastifyBaseLogger };

export function createMailer({ db, mail, log }: MailerOptions): Mailer {
  // The SMTP client loads with the first message: most instances send a few a day.
  let transport: Promise<Transporter> | undefined;
  const smtp = () =>
    mail.smtpUrl
      ? (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(mail.smtpUrl)))
      : undefined;
  const deliveries = new Set<Promise<void>>();

  async function deliver(smtp: Promise<Transporter>, id: number, message: MailMessage): Promise<void> {
    try {
      await (await smtp).sendMail({ from: mail.from, ...message });
      await db
        .update(mailOutbox)
        .set({ sent_at: sql`now()` })
        .where(eq(mailOutbox.id, id));
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    } catch (error) {
      log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ error: reason })
        .where(eq(mailOutbox.id, id))
        .catch(() => {});
    }
  }

  return {
    async send(message) {
      try {
        const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
        if (!row) return;
        const transporter = smtp();
        if (!transporter) {
          // Without SMTP the log is the way a developer gets the link (e.g. a password reset) locally.
          log.info(
            { to: message.to, subject: message.subject, text: message.text },
            'mail recorded, not sent: SMTP_URL is not set',
          );
          return;
        }
        const delivery = deliver(transporter, row.id, message);
        deliveries.add(delivery);
        void delivery.finally(() => deliveries.delete(delivery));
      } catch (error) {
        log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be recorded');
      }
    },
    async idle() {
      await Promise.all(deliveries);
    },
    async close() {
      await Promise.all(deliveries);
      (await transport)?.close();
    },
  };
}
