/**
 * Two app processes on one PostgreSQL database behind one address, as an operator runs several
 * instances: a round-robin proxy on E2E_PORT sends each request to the next instance, so one page's
 * calls land on both. Started by playwright.instances.config.ts; the database is made fresh each run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverUrl = process.env['E2E_DATABASE_URL'];
if (!serverUrl) throw new Error('E2E_DATABASE_URL must name a PostgreSQL server');
const port = Number(process.env['E2E_PORT']);
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const INSTANCES_DATABASE = 'flipstack_e2e_instances';

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${INSTANCES_DATABASE}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${INSTANCES_DATABASE}"`);
await admin.end();
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${INSTANCES_DATABASE}`;

// What the instances must share: the database and the secret that signs access tokens.
const shared = {
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl.toString(),
  APP_SECRET: randomBytes(32).toString('hex'),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  SIGNIN_RATE_LIMIT_PER_MINUTE: '1000',
  SIGNIN_ADDRESS_RATE_LIMIT_PER_MINUTE: '1000',
};
const ports = [port + 1, port + 2];
const children: ChildProcess[] = ports.map((instancePort) =>
  spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repository,
    env: {
      ...process.env,
      ...shared,
      PORT: String(instancePort),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'flipstack-instance-')),
    },
    stdio: 'inherit',
  }),
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGTERM', () => (stop(), process.exit(0)));
process.on('SIGINT', () => (stop(), process.exit(0)));
process.on('exit', stop);
for (const child of children) child.on('exit', (code) => code && process.exit(code));

// The proxy opens once both instances answer, so no test meets one that is still starting.
for (const instancePort of ports) await waitForStatus(instancePort);

let next = 0;
http
  .createServer((request, response) => {
    next = (next + 1) % ports.length;
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[next], method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  })
  .listen(port, '127.0.0.1');

async function waitForStatus(instancePort: number): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const isUp = await fetch(`http://127.0.0.1:${instancePort}/api/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance on port ${instancePort} did not start`);
}
