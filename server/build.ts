import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_DIR } from './src/server-dir.ts';

/**
 * The server as it runs in production: src/main.ts and all of our code it reaches (the contract too)
 * bundled into dist/main.js, packages left to node_modules, and what is loaded only when used (the S3
 * client, the label PDFs) in chunks beside it. Started by plain `node`, it holds some 40–75 MB less
 * than under tsx, whose loader thread and compiled copies of every module stay for the process's life.
 */
export async function buildServer(): Promise<void> {
  const { dependencies } = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // The hash `npm start` keeps of the sources it built from no longer describes this build (scripts/start.mjs).
  rmSync(path.join(SERVER_DIR, 'dist', '.source-hash'), { force: true });
  await build({
    absWorkingDir: SERVER_DIR,
    // The upload reader runs in a process of its own (src/imports/read-upload.ts).
    entryPoints: { main: 'src/main.ts', 'upload-reader': 'src/imports/upload-reader.ts' },
    outdir: 'dist',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: Object.keys(dependencies).filter((name) => name !== '@flipstack/contract'),
    // Not used unless asked: `node --enable-source-maps dist/main.js` puts TypeScript lines in stack traces.
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
