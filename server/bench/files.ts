import { randomBytes } from 'node:crypto';
import { appendFileSync, createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { FILE_MAX_BYTES_DEFAULT } from '@flipstack/contract';
import { buildApp } from '../src/app.ts';
import { createUser } from '../src/auth/create-user.ts';
import { hashPassword } from '../src/auth/password-hash.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { addMember, createTeam } from '../src/teams/create-team.ts';
import { benchConfig } from './bench-config.ts';
import { median } from './measure.ts';

const ROUNDS = 7;
const PARALLEL = 100;
const MB = 1024 * 1024;

type Log = (line: string) => void;
type FreshDatabase = () => Promise<{ handle: DatabaseHandle; label: string; dispose(): Promise<void> }>;

/** POST one file from disk as multipart over a real socket, streamed (the client holds no copy either). */
function uploadFromDisk(port: number, cookie: string, url: string, file: string, name: string): Promise<string> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + statSync(file).size + Buffer.byteLength(tail);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: url,
        headers: {
          cookie,
          'x-requested-with': 'flipstack',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          response.statusCode === 201 ? resolve(body) : reject(new Error(`${response.statusCode} ${body}`)),
        );
      },
    );
    request.on('error', reject);
    request.write(head);
    const stream = createReadStream(file);
    stream.on('end', () => request.end(tail));
    stream.pipe(request, { end: false });
  });
}

/** Connections kept open between requests, as a browser keeps them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });

/** GET `url` and read the whole answer; answers its milliseconds. */
function timedGet(port: number, url: string, cookie = ''): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: url, headers: { cookie }, agent }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} → ${response.statusCode}`));
        response.on('data', () => {});
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

/**
 * Uploads and serving over real sockets: the server's RSS while it receives a 25 MB file, 100
 * thumbnail requests at once, and a 25 MB download against a bare node:http stream of the same file.
 */
export async function benchFiles(log: Log, freshDatabase: FreshDatabase): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flipstack-bench-files-'));
  const fresh = await freshDatabase();
  const database = fresh.handle;
  const bare = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': FILE_MAX_BYTES_DEFAULT });
    createReadStream(big).pipe(response);
  });
  const big = path.join(dir, 'big.bin');
  try {
    await database.migrate();
    const email = `files-bench-${randomBytes(3).toString('hex')}@flipstack.test`;
    const teamId = await database.db.transaction(async (tx) => {
      const user = await createUser(tx, { email, name: 'Bench', passwordHash: await hashPassword('bench password') });
      const team = await createTeam(tx, 'Bench files');
      await addMember(tx, team, user.id, 'owner');
      return team;
    });
    const app = await buildApp({
      config: benchConfig({ dataDir: dir }),
      database,
      webDist: '/nonexistent',
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'bench password' },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    // Random bytes written a megabyte at a time, so the bench itself holds no 25 MB buffer.
    writeFileSync(big, '');
    for (let written = 0; written < FILE_MAX_BYTES_DEFAULT; written += MB) appendFileSync(big, randomBytes(MB));
    // A first small upload loads the multipart, hashing and typing code before memory is measured.
    writeFileSync(path.join(dir, 'small.bin'), randomBytes(1024));
    await uploadFromDisk(port, cookie, `/api/upload/team/${teamId}`, path.join(dir, 'small.bin'), 'small.bin');
    // RSS while a 25 MB upload is received: sampled every 5 ms against the RSS just before.
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const uploadStarted = performance.now();
    const uploaded = JSON.parse(await uploadFromDisk(port, cookie, `/api/upload/team/${teamId}`, big, 'big.bin'));
    const uploadMs = performance.now() - uploadStarted;
    clearInterval(sampler);
    const bigId = uploaded.rows[0].id as number;
    const growth = (peak - before) / MB;

    const photo = path.join(dir, 'photo.jpg');
    await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } })
      .jpeg()
      .toFile(photo);
    const photoRow = JSON.parse(await uploadFromDisk(port, cookie, `/api/upload/team/${teamId}`, photo, 'photo.jpg'));
    const thumbUrl = photoRow.rows[0].thumbnail_url as string;
    const burst = () => Promise.all(Array.from({ length: PARALLEL }, () => timedGet(port, thumbUrl, cookie)));
    // Warm-up: 2,000 requests, so the serving code runs optimised, as in a server that has been up a while.
    for (let round = 0; round < 20; round += 1) await burst();
    const oneAtATime: number[] = [];
    for (let call = 0; call < PARALLEL; call += 1) oneAtATime.push(await timedGet(port, thumbUrl, cookie));
    const burstP95s: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) burstP95s.push(p95(await burst()));

    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const barePort = (bare.address() as { port: number }).port;
    const ratios: number[] = [];
    const appMs: number[] = [];
    const bareMs: number[] = [];
    for (let round = 0; round < ROUNDS + 1; round += 1) {
      const viaApp = await timedGet(port, `/api/serve/${bigId}`, cookie);
      const viaBare = await timedGet(barePort, '/');
      if (round === 0) continue; // warm-up
      appMs.push(viaApp);
      bareMs.push(viaBare);
      ratios.push(viaBare / viaApp);
    }
    await app.close();

    log(`\nFiles (${fresh.label}, local storage, real sockets on 127.0.0.1, median of ${ROUNDS} rounds)\n`);
    log('| measure | result | target |');
    log('|---|---|---|');
    log(
      `| RSS growth while receiving a 25 MB upload (${uploadMs.toFixed(0)} ms) | ${growth.toFixed(1)} MB | < 30 MB ${growth < 30 ? '✓' : '✗'} |`,
    );
    const thumbP95 = median(burstP95s);
    log(
      `| ${PARALLEL} thumbnail requests at once, p95 (rounds ${Math.min(...burstP95s).toFixed(1)}–${Math.max(...burstP95s).toFixed(1)} ms) | ${thumbP95.toFixed(1)} ms | < 20 ms ${thumbP95 < 20 ? '✓' : '✗'} |`,
    );
    log(`| the same thumbnail, ${PARALLEL} requests one at a time, p95 | ${p95(oneAtATime).toFixed(1)} ms | |`);
    const ratio = median(ratios);
    log(
      `| serving 25 MB: API ${median(appMs).toFixed(0)} ms vs bare node:http ${median(bareMs).toFixed(0)} ms | ${ratio.toFixed(2)}× | ≥ 0.8× ${ratio >= 0.8 ? '✓' : '✗'} |`,
    );
  } finally {
    bare.close();
    agent.destroy();
    await fresh.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
