import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = { url: string; received: ParsedMail[]; close(): Promise<void> };

/** A real SMTP server on a free local port that keeps what it receives (and refuses the `refused` recipients). */
export async function startSmtpServer({ refused = [] }: { refused?: string[] } = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        refused.includes(address.address)
          ? Object.assign(new Error('No such mailbox'), { responseCode: 550 })
          : undefined,
      );
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
