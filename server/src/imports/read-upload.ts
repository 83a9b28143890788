import { fork, type ChildProcess } from 'node:child_process';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { IMPORT_LIMITS, type ErrorCode } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { SERVER_DIR } from '../server-dir.ts';
import { jsonRows, type FileRow } from './read-rows.ts';
import { overLimit } from './upload-limit.ts';

export type ReaderTask = { input: string; output: string };
export type ReaderAnswer =
  | { written: number }
  | { ok: true }
  | { ok: false; error: { code: ErrorCode; message: string; fieldErrors: Record<string, string> | undefined } };

/** An upload being converted: its rows can be read while the rest of it is. */
export type UploadReading = {
  /** The converted file's rows from the first, each as soon as it is written; fails as the reading does. */
  rows(): AsyncGenerator<FileRow>;
  /** Settles when the file is converted, or with the error a person should see. */
  done: Promise<void>;
};

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
 * Converts an uploaded file to the import's rows (convert-upload.ts) in a reader process of its own,
 * within IMPORT_LIMITS.seconds: a file that would take the memory, the time or the life of a process
 * takes the reader's, and the person who sent it is told which limit it met. The server reads the rows
 * as they are written, so checking them overlaps converting them.
 */
export function readUpload(input: string, output: string): UploadReading {
  const progress = new Progress();
  const done = convert(input, output, progress);
  done.then(
    () => progress.end(),
    (error: unknown) => progress.end(error instanceof Error ? error : new Error('The file could not be read')),
  );
  return { rows: () => jsonRows(Readable.from(grownFile(output, progress))), done };
}

async function convert(input: string, output: string, progress: Progress): Promise<void> {
  if (busy >= READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  const reader = takeReader();
  try {
    const answer = await ask(reader, { input, output }, progress);
    idle.push(reader);
    reader.unref();
    reader.channel?.unref();
    if (!answer.ok) throw new AppError(answer.error.code, answer.error.message, answer.error.fieldErrors);
  } finally {
    busy -= 1;
    waiting.shift()?.();
  }
}

/** How far the reader has written its file, and whether it has ended (and how). */
class Progress {
  written = 0;
  ended = false;
  failure: Error | undefined;
  private waiters: (() => void)[] = [];

  grow(bytes: number) {
    this.written = bytes;
    this.wake();
  }

  end(failure?: Error) {
    this.ended = true;
    this.failure = failure;
    this.wake();
  }

  /** Once more than `position` bytes are written, or the reading ended; a failed reading throws. */
  async past(position: number): Promise<void> {
    while (this.written <= position && !this.ended) await new Promise<void>((wake) => this.waiters.push(wake));
    if (this.failure) throw this.failure;
  }

  private wake() {
    for (const wake of this.waiters.splice(0)) wake();
  }
}

const CHUNK_BYTES = 64 * 1024;

/** A file's bytes as another process writes them, up to where it has told it wrote. */
async function* grownFile(file: string, progress: Progress): AsyncGenerator<Buffer> {
  let position = 0;
  let handle: FileHandle | undefined;
  try {
    for (;;) {
      await progress.past(position);
      if (progress.written <= position) return;
      handle ??= await open(file);
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, progress.written - position));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) throw new Error(`${file} is shorter than its reader said`);
      position += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle?.close();
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

type FinalAnswer = Exclude<ReaderAnswer, { written: number }>;

function ask(reader: ChildProcess, task: ReaderTask, progress: Progress): Promise<FinalAnswer> {
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
      reader.off('message', onMessage);
      reject(
        overLimit(
          'The file needs more memory to read than an import may use: split it into smaller files, or save a workbook as CSV and import that',
        ),
      );
    };
    const onMessage = (answer: ReaderAnswer) => {
      if ('written' in answer) return progress.grow(answer.written);
      clearTimeout(timer);
      reader.off('exit', onExit);
      reader.off('error', onExit);
      reader.off('message', onMessage);
      resolve(answer);
    };
    reader.once('exit', onExit);
    reader.once('error', onExit);
    reader.on('message', onMessage);
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
