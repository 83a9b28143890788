// `npm start`: builds what changed since the last start, then runs the server in this process. Each build is
// skipped while the sha256 of what it is built from matches the one kept beside its output, so a second start
// goes straight to the server. A build made another way (`npm run build`) removes the kept hash: the next start
// builds again rather than trust it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BUILDS = [
  {
    name: 'web app',
    folder: 'web',
    output: 'dist/index.html',
    command: ['npx', 'vite', 'build'],
    sources: [
      'src',
      'public',
      'index.html',
      'vite.config.ts',
      'scripts/compress-assets.ts',
      'postcss.config.cjs',
      'package.json',
      '../contract/src',
      '../package-lock.json',
    ],
  },
  {
    name: 'server',
    folder: 'server',
    output: 'dist/main.js',
    command: ['npx', 'tsx', 'build.ts'],
    sources: ['src', 'build.ts', 'package.json', '../contract/src', '../package-lock.json'],
  },
];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function sourceHash(folder, sources) {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(path.join(folder, source))) {
      hash.update(path.relative(folder, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

for (const build of BUILDS) {
  const folder = path.join(root, build.folder);
  const stamp = path.join(folder, 'dist', '.source-hash');
  const digest = sourceHash(folder, build.sources);
  const isCurrent =
    existsSync(path.join(folder, build.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
  if (isCurrent) {
    console.log(`${build.name} unchanged since its last build: not rebuilt`);
    continue;
  }
  execFileSync(build.command[0], build.command.slice(1), { cwd: folder, stdio: 'inherit' });
  writeFileSync(stamp, digest);
}

process.chdir(path.join(root, 'server'));
await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
