import path from 'node:path';
import type { Config } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** S3 when S3_BUCKET is set, else the folder DATA_DIR/files. */
export function createStorage(config: Config): Storage & { close?(): void } {
  return config.files.s3 ? s3Storage(config.files.s3) : localStorage(path.join(config.dataDir, 'files'));
}
