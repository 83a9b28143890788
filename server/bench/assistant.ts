import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../src/seed/demo.ts';
import { startFakeLlm } from '../test/helpers/fake-llm.ts';
import { benchConfig } from './bench-config.ts';
import { median } from './measure.ts';

const ROUNDS = 15;
const EVENTS = 40;
const PACE_MS = 10;

type Log = (line: string) => void;
type FreshDatabase = () => Promise<{ handle: DatabaseHandle; label: string; dispose(): Promise<void> }>;
type App = Awaited<ReturnType<typeof buildApp>>;

/** POSTs a body over a real socket; the time each `data:` line arrived, from the moment the request left. */
function streamArrivals(port: number, url: string, headers: Record<string, string>, body: unknown): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const arrivals: number[] = [];
    let pending = '';
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: url,
        headers: { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now() - started;
          pending += chunk;
          let end: number;
          while ((end = pending.indexOf('\n')) >= 0) {
            if (pending.slice(0, end).startsWith('data:')) arrivals.push(at);
            pending = pending.slice(end + 1);
          }
        });
        response.on('end', () => resolve(arrivals));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function signIn(app: App): Promise<Record<string, string>> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, 'x-requested-with': 'flipstack' };
}

async function newChat(app: App, headers: Record<string, string>): Promise<number> {
  const chat = await app.inject({ method: 'POST', url: '/api/chats', headers, payload: {} });
  return chat.json<{ id: number }>().id;
}

const gaps = (arrivals: number[]) => arrivals.slice(1).map((at, index) => at - arrivals[index]!);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/**
 * The assistant's stream over real HTTP on the demo data: the first event of the built-in assistant, and
 * what the app adds per event over a model's own pacing (a local OpenAI-compatible server sending
 * EVENTS pieces PACE_MS apart, read through the app and directly).
 */
export async function benchAssistant(log: Log, freshDatabase: FreshDatabase): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flipstack-bench-assistant-'));
  const fresh = await freshDatabase();
  const llm = await startFakeLlm(() => ({ text: Array.from({ length: EVENTS }, (_, index) => `word${index} `) }), {
    pauseMs: PACE_MS,
  });
  const apps: App[] = [];
  try {
    await fresh.handle.migrate();
    await seedDemo(fresh.handle.db);
    const start = async (withModel: boolean) => {
      const config = benchConfig({ dataDir: dir });
      if (withModel) config.llm = { baseUrl: llm.baseUrl, apiKey: 'sk-bench', model: 'bench-model' };
      const app = await buildApp({ config, database: fresh.handle, webDist: '/nonexistent' });
      apps.push(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
      return { app, port: (app.server.address() as { port: number }).port };
    };

    log(`\n## Assistant stream (${fresh.label}, demo data, real HTTP)`);
    const builtIn = await start(false);
    const headers = await signIn(builtIn.app);
    const firstEvents: number[] = [];
    for (let round = 0; round < ROUNDS + 3; round += 1) {
      const chatId = await newChat(builtIn.app, headers);
      const arrivals = await streamArrivals(builtIn.port, '/api/completion-stream-runs', headers, {
        chatId,
        userMessage: 'What did I make last month?',
      });
      if (round >= 3) firstEvents.push(arrivals[0]!); // the first rounds warm the path up
    }
    firstEvents.sort((a, b) => a - b);
    log(
      `built-in assistant, first event: median ${median(firstEvents).toFixed(1)} ms, ` +
        `worst ${firstEvents.at(-1)!.toFixed(1)} ms over ${ROUNDS} questions (target < 150 ms)`,
    );

    const modelApp = await start(true);
    const modelHeaders = await signIn(modelApp.app);
    const llmPort = Number(new URL(llm.baseUrl).port);
    const direct: number[] = [];
    const through: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const providerArrivals = await streamArrivals(
        llmPort,
        '/v1/chat/completions',
        {},
        {
          model: 'bench-model',
          stream: true,
          messages: [{ role: 'user', content: 'Hi' }],
        },
      );
      direct.push(mean(gaps(providerArrivals.slice(1, EVENTS + 1))));
      const chatId = await newChat(modelApp.app, modelHeaders);
      const appArrivals = await streamArrivals(modelApp.port, '/api/completion-stream-runs', modelHeaders, {
        chatId,
        userMessage: 'Say forty words',
      });
      through.push(mean(gaps(appArrivals.slice(0, EVENTS))));
    }
    log(
      `model stream, ${EVENTS} pieces ${PACE_MS} ms apart: ${median(direct).toFixed(2)} ms between pieces read directly, ` +
        `${median(through).toFixed(2)} ms through the app: ${(median(through) - median(direct)).toFixed(2)} ms added per event (target < 5 ms)`,
    );
  } finally {
    for (const app of apps) await app.close();
    await llm.close();
    await fresh.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
