import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * One line per answered request, with what both of Fastify's own lines held (one on arrival, one on
 * answer): writing two JSON lines was a twentieth of a cheap list call's time.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * The log's lines go to stdout in writes of 4 KB, and at least once a second. Pino's default writes
 * each line on its own from a worker thread: under load a system call and a thread's wake-up per
 * request, a tenth of a cheap list call. Pino writes what is left when the process exits. One writer
 * for the process, whatever number of apps it builds (the tests build many).
 */
export function logDestination(): pino.DestinationStream {
  if (!destination) {
    const writer = pino.destination({ dest: 1, minLength: 4096, sync: false });
    setInterval(() => writer.flush(), 1000).unref();
    destination = writer;
  }
  return destination;
}

let destination: ReturnType<typeof pino.destination> | undefined;
