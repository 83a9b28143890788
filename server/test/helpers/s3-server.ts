import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../../src/config.ts';

const BUCKET = 'flipstack-test';

/** A local S3 server (s3rver) with one bucket, speaking the real protocol to the real S3 client. */
export async function startS3Server(): Promise<{ config: S3Config; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'flipstack-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
    // For a path-style bucket request (ListObjects) s3rver signs '/bucket' where the SDK signs '/bucket/'.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  return {
    config: {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
