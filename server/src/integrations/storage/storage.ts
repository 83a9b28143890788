import type { Readable } from 'node:stream';

/** Inclusive byte range, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type StoredObject = { key: string; modifiedAt: Date };

/** Where file bytes live: a local folder or an S3 bucket. Keys are relative paths such as `12/ab/abcd….bin`. */
export interface Storage {
  /** Stores the file at `sourcePath` (left in place) under `key`, whole or not at all. */
  put(key: string, sourcePath: string): Promise<void>;
  /** The bytes under `key`, or only `range` of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The bytes under `key` at once: for small objects such as thumbnails, where a stream costs more than the read. */
  readSmall(key: string): Promise<Buffer>;
  /** Removes `key`; a missing key is no error. */
  remove(key: string): Promise<void>;
  /** Every stored key with its last change, for the sweep. */
  list(): AsyncIterable<StoredObject>;
}
