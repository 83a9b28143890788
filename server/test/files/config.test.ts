import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES_DEFAULT } from '@flipstack/contract';
import { loadConfig } from '../../src/config.ts';

const base = { APP_SECRET: 'a-secret-of-at-least-32-characters-long', DATA_DIR: '/tmp/flipstack-config-test' };

describe('file settings in the configuration', () => {
  it('keeps files in DATA_DIR/files up to 25 MB by default', () => {
    expect(loadConfig(base).files).toEqual({ maxBytes: FILE_MAX_BYTES_DEFAULT, s3: undefined });
  });

  it('reads FILE_MAX_BYTES and the S3 block', () => {
    const config = loadConfig({
      ...base,
      FILE_MAX_BYTES: '1048576',
      S3_BUCKET: 'flipstack',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.files).toEqual({
      maxBytes: 1_048_576,
      s3: {
        bucket: 'flipstack',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
  });

  it('stops the start with a one-line reason for a bad value', () => {
    expect(() => loadConfig({ ...base, FILE_MAX_BYTES: '0' })).toThrow(/FILE_MAX_BYTES/);
    expect(() => loadConfig({ ...base, FILE_MAX_BYTES: '25MB' })).toThrow(/FILE_MAX_BYTES/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
