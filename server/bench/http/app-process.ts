import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { buildServer } from '../../build.ts';
import { SERVER_DIR } from '../../src/server-dir.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The server's resident memory in MB, from /proc (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** Where the app's data lives: a PostgreSQL database, or the embedded one's DATA_DIR (its database in `db/`). */
export type AppData = { databaseUrl: string } | { dataDir: string };

/**
 * The app as `npm run serve` runs it (built, then `node dist/main.js`), in a process of its own on that
 * data (no demo seeding, the default log level), so its memory is its own and the bench's work never shares
 * its event loop.
 */
export async function startAppProcess(data: AppData): Promise<{
  origin: string;
  rss(): number;
  stop(): Promise<void>;
}> {
  const port = await freePort();
  await buildServer();
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const where = 'databaseUrl' in data ? { DATABASE_URL: data.databaseUrl } : { DATA_DIR: data.dataDir };
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: SERVER_DIR,
    env: { ...inherited, ...where, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench that fails part-way still takes its app down with it.
  const orphaned = () => child.kill();
  process.once('exit', orphaned);
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (waited > 60_000) throw new Error('the app did not answer /api/status within a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    rss: () => rssOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', orphaned);
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
