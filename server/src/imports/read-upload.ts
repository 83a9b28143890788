import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMPORT_LIMITS, type ErrorCode } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { SERVER_DIR } from '../server-dir.ts';
import { overLimit } from './upload-limit.ts';

export type ReaderTask = { input: string; output: string };
export type ReaderAnswer =
  | { ok: true }
  | { ok: false; error: { code: ErrorCode; message: string; fieldErrors: Record<string, string> | undefined } };

/** Files read at once by one instance; more wait their turn. */
const READERS = 2;
/** The reader's heap: a workbook's sheet is parsed whole. */
const READER_HEAP_MB = 1024;
/** A reader left idle this long ends, giving its memory back. */
const IDLE_MS = 30_000;

const idle: ChildProcess[] = [];
const waiting: (() => void)[] = [];
let busy = 0;

/**
 * Converts an uploaded file to the import's CSV (convert-upload.ts) in a reader process of its own,
 * within IMPORT_LIMITS.seconds: a file that would take the memory, the time or the life of a process
 * takes the reader's, and the person who sent it is told which limit it met.
 */
export async function readUpload(input: string, output: string): Promise<void> {
  if (busy >= READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  const reader = takeReader();
  try {
    const answer = await ask(reader, { input, output });
    idle.push(reader);
    reader.unref();
    reader.channel?.unref();
    if (!answer.ok) throw new AppError(answer.error.code, answer.error.message, answer.error.fieldErrors);
  } finally {
    busy -= 1;
    waiting.shift()?.();
  }
}

/** Ends the idle readers (the app is closing). */
export function closeReaders() {
  for (const reader of idle.splice(0)) reader.kill();
}

/** An idle reader still alive, else a new one. */
function takeReader(): ChildProcess {
  let reader = idle.pop();
  while (reader && (!reader.connected || reader.exitCode !== null || reader.signalCode !== null)) reader = idle.pop();
  reader ??= startReader();
  reader.ref();
  reader.channel?.ref();
  return reader;
}

function ask(reader: ChildProcess, task: ReaderTask): Promise<ReaderAnswer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reader.kill('SIGKILL');
      reject(
        overLimit(
          `The file took more than ${IMPORT_LIMITS.seconds} s to read: split it into smaller files, or save a workbook as CSV and import that`,
        ),
      );
    }, IMPORT_LIMITS.seconds * 1000);
    const onExit = () => {
      clearTimeout(timer);
      reject(
        overLimit(
          'The file needs more memory to read than an import may use: split it into smaller files, or save a workbook as CSV and import that',
        ),
      );
    };
    reader.once('exit', onExit);
    reader.once('error', onExit);
    reader.once('message', (answer: ReaderAnswer) => {
      clearTimeout(timer);
      reader.off('exit', onExit);
      reader.off('error', onExit);
      resolve(answer);
    });
    reader.send(task);
  });
}

function startReader(): ChildProcess {
  // Under tsx (dev, tests) the reader runs from its source; built, from its bundle beside main.js.
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fromSource
    ? fileURLToPath(new URL('./upload-reader.ts', import.meta.url))
    : path.join(SERVER_DIR, 'dist', 'upload-reader.js');
  const reader = fork(entry, [], {
    cwd: SERVER_DIR,
    execArgv: [...(fromSource ? ['--import', 'tsx'] : []), `--max-old-space-size=${READER_HEAP_MB}`],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let timer: NodeJS.Timeout | undefined;
  const endWhenIdle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const at = idle.indexOf(reader);
      if (at >= 0) idle.splice(at, 1)[0]!.kill();
    }, IDLE_MS).unref();
  };
  reader.on('message', endWhenIdle);
  reader.on('exit', () => {
    clearTimeout(timer);
    const at = idle.indexOf(reader);
    if (at >= 0) idle.splice(at, 1);
  });
  // A reader that could not start or be sent a task is answered for in ask().
  reader.on('error', () => undefined);
  return reader;
}
