import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../http/app-error.ts';

export type ReceivedFile = { path: string; size: number; sha256: string };

/** "25 MB" for 26214400 bytes: the limit as a person reads it. */
export function describeBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1 && value % 1024 === 0) {
    value /= 1024;
    unit += 1;
  }
  return `${value} ${units[unit]}`;
}

export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `A file may be at most ${describeBytes(maxBytes)} (FILE_MAX_BYTES)`, {
    file: `A file may be at most ${describeBytes(maxBytes)}`,
  });

/**
 * Streams one uploaded file to `folder` while hashing and counting it: the upload is never held in
 * memory. Past `maxBytes` the bytes are read and dropped (busboy stops passing them one byte after the
 * limit) and 413 follows once the part is read: a browser still sending gets the answer, not a reset
 * connection. An empty file answers 400.
 */
export async function receiveFile(stream: Readable, folder: string, index: number, maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done();
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const filePath = path.join(folder, `upload-${index}`);
  await pipeline(stream, counter, createWriteStream(filePath));
  if (size > maxBytes) throw tooLarge(maxBytes);
  if (size === 0) {
    throw new AppError('BAD_REQUEST', 'The file is empty', { file: 'The file is empty: choose a file with content' });
  }
  return { path: filePath, size, sha256: hash.digest('hex') } satisfies ReceivedFile;
}
