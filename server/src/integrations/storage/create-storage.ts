import path from 'node:path';
import type { Config } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/**
 * S3 when S3_BUCKET is set, else the folder DATA_DIR/files. The S3 client is loaded only when it is
 * used: the SDK is some 14 MB of the server's memory that a folder never needs.
 */
export async function createStorage(config: Config): Promise<Storage & { close?(): void }> {
  if (!config.files.s3) return localStorage(path.join(config.dataDir, 'files'));
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(config.files.s3);
}
