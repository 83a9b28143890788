// `npm start` builds the web app only when what it is built from changed since the last build: the
// hash of those files is kept beside the build, so a second start skips the ~20 s Vite build.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/compress-assets.ts',
  'postcss.config.cjs',
  'package.json',
  '../contract/src',
  '../package-lock.json',
];
const STAMP = path.join(web, 'dist', '.source-hash');

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

const hash = createHash('sha256');
for (const source of SOURCES) {
  for (const file of files(path.join(web, source))) {
    hash.update(path.relative(web, file)).update('\0').update(readFileSync(file)).update('\0');
  }
}
const digest = hash.digest('hex');

if (existsSync(path.join(web, 'dist', 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) {
  console.log('web app unchanged since its last build: not rebuilt');
} else {
  execFileSync('npx', ['vite', 'build'], { cwd: web, stdio: 'inherit' });
  writeFileSync(STAMP, digest);
}
