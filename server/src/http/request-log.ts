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

/** Lines are handed to the writer in chunks of about this many characters. */
const CHUNK = 4096;

/**
 * Gathers the log's lines into chunks of 4 KB for pino's writer (SonicBoom), which writes them to stdout
 * off the main thread. Handed a line at a time, the writer measures the bytes of all it holds on each
 * line while a write is in flight (`Buffer.byteLength` of up to 16 KB), which costs far more than joining
 * them here first. Pino's default, a line at a time from a worker thread, was dearer still.
 */
class LogChunks implements pino.DestinationStream {
  private pending = '';
  /** Pino ends its writer once the event loop has nothing left to do ('beforeExit'). */
  private closed = false;

  constructor(private readonly writer: ReturnType<typeof pino.destination>) {
    writer.once('close', () => (this.closed = true));
  }

  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= CHUNK) this.flush();
  }

  flush(): void {
    if (this.pending === '' || this.closed) return;
    this.writer.write(this.pending);
    this.pending = '';
  }

  /** At exit: what is gathered here and in the writer, written before the process ends. */
  flushSync(): void {
    this.flush();
    if (!this.closed) this.writer.flushSync();
  }
}

/**
 * The log's destination: stdout, in writes of about 4 KB, and at least once a second. One for the
 * process, whatever number of apps it builds (the tests build many).
 */
export function logDestination(): pino.DestinationStream {
  if (!destination) {
    const chunks = new LogChunks(pino.destination({ dest: 1, sync: false }));
    setInterval(() => chunks.flush(), 1000).unref();
    process.on('exit', () => chunks.flushSync());
    destination = chunks;
  }
  return destination;
}

let destination: LogChunks | undefined;
