import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { errorResponseSchema } from '@flipstack/contract';
import { DATA_FALLBACK, DATA_MESSAGES } from '../../src/http/database-errors.ts';
import { RESOURCES } from '../../src/resource-registry.ts';
import { ACCESS_COOKIE } from '../../src/http/session.ts';
import { createUser, loginAs, TEST_PASSWORD } from '../helpers/accounts.ts';
import type { Caller } from '../helpers/callers.ts';
import { FIXTURES, make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { casesFor, operationsOf, type FuzzContext, type FuzzRequest } from './cases.ts';
import { csvRecordCount } from './encode.ts';
import { seededRandom } from './random.ts';
import { changedTables, snapshotter, type Snapshot } from './snapshot.ts';
import type { FieldKind } from './values.ts';

/**
 * Every route of the OpenAPI document gets malformed and extreme values in its path, query and body,
 * one field at a time. No answer may be a 5xx, a rejected request may change no row, a 400 must come
 * from the contract rather than the database safety net, and an export answers 200 only with every row
 * the list counts. FUZZ_SEED=<n> runs another seed (the default keeps CI
 * deterministic); FUZZ_REPORT=<file> writes every failure there, not only the first 40.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_611);
const PER_FIELD = 4;
const EMAIL = 'fuzz@flipstack.test';

let t: TestApp;
let cookie: string;
let context: FuzzContext;

async function signIn(): Promise<string> {
  const cookies = await loginAs(t.app, EMAIL);
  // The access cookie only: a refresh cookie would let refresh-token and logout rotate or end the session.
  return cookies
    .split('; ')
    .filter((part) => part.startsWith(`${ACCESS_COOKIE}=`))
    .join('; ');
}

function callerOf(teamId: number): Caller {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    teamId,
    cookie,
    get: (url) => call('GET', url),
    post: (url, body) => call('POST', url, body),
    put: (url, body) => call('PUT', url, body),
    delete: (url) => call('DELETE', url),
  };
}

function kindOfColumn(type: string): FieldKind {
  if (/^(integer|bigint|smallint)/.test(type)) return 'integer';
  if (type.startsWith('numeric')) return 'money';
  if (type === 'boolean') return 'boolean';
  if (type.startsWith('timestamp') || type === 'date') return 'date';
  if (type.startsWith('json')) return 'json';
  return 'text';
}

beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database.db, { email: EMAIL, password: TEST_PASSWORD });
  cookie = await signIn();
  const caller = callerOf(user.teamIds[0]!);
  const ids: Record<string, number> = {};
  const bodies: Record<string, Record<string, unknown>> = {};
  for (const [resource, fixture] of Object.entries(FIXTURES)) {
    ids[resource] = await make(caller, resource);
    const body = await fixture.create(caller);
    bodies[`POST /api/v2/${resource}`] = body;
    bodies[`PUT /api/v2/${resource}/{id}`] = body;
  }
  bodies['POST /api/v2/purchases'] = {
    ...bodies['POST /api/v2/purchases'],
    split: 'weight',
    items: [
      { product_id: ids['products'], serial_number: null, cost: null, weight: 1.5, received_at: '2026-01-06' },
      { product_id: ids['products'], cost: '1.00' },
    ],
  };
  Object.assign(bodies, {
    'POST /api/login': { email: EMAIL, password: 'not the password', remember: false },
    'POST /api/register': {
      name: 'Fuzz',
      email: 'fuzz-new@flipstack.test',
      password: 'long enough 1',
      team_name: 'Fuzz team',
    },
    'POST /api/forgot-password': { email: 'nobody@flipstack.test' },
    'POST /api/reset-password': { token: 'not-a-token', password: 'long enough 1' },
    'POST /api/change-password': { current_password: 'not the password', password: 'long enough 1' },
    'POST /api/refresh-token': { refresh_token: 'not-a-token' },
    'POST /api/logout': { refresh_token: 'not-a-token' },
    'PUT /api/user-settings/': { setting_key: 'default_team_id', setting_value: user.teamIds[0] },
    'PUT /api/team-settings': { setting_key: 'tag_next_number', setting_value: 500 },
    'POST /api/labels': { inventory_item_ids: [ids['inventory-items']], layout: 'avery-5160' },
    'POST /api/chats': { assistant_name: 'general', title: 'Fuzz' },
    'POST /api/assistant-token': { chat_id: ids['chats'] },
    'POST /api/text-to-speech': { text: 'You made 56.60.', message_id: ids['messages'] },
    'POST /api/completion-stream-runs': {
      chatId: ids['chats'],
      userMessage: 'how many items are in stock',
      enumerations: { status: ['in_stock'] },
      context: { screen: 'inventory' },
      assistantName: 'general',
    },
  });
  const filters = Object.fromEntries(
    RESOURCES.map((definition) => {
      const columns = getTableColumns(definition.table);
      const kinds = definition.contract.filterable.map((name) => [
        name,
        kindOfColumn(definition.computed?.[name]?.type ?? columns[name]!.getSQLType()),
      ]);
      return [definition.contract.name, Object.fromEntries(kinds)];
    }),
  );
  context = {
    random: seededRandom(SEED),
    ids,
    bodies,
    query: { selected_team_id: user.teamIds[0] },
    filters,
    perField: PER_FIELD,
  };
}, 120_000);
afterAll(() => t?.close());

const SAFETY_NET = new Set([...Object.values(DATA_MESSAGES), DATA_FALLBACK]);
const PUBLIC = /^\/api\/(login|register|forgot-password|reset-password|refresh-token|logout|status)\b/;
const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const describeAnswer = (request: FuzzRequest, status: number, body: string) =>
  `${request.method} ${request.url.slice(0, 160)} [${request.note.slice(0, 100)}] → ${status} ${body.slice(0, 200)}`;

/** Reads that write when they succeed: a new session's refresh token, the monthly reports' kept month cells. */
const WRITING_READS = /^\/api\/(new-token|analytics\/monthly-sales|analytics\/monthly-purchases)$/;

describe('API fuzz', () => {
  it('answers no 5xx and changes no row on a rejected request, for every route of the OpenAPI document', async () => {
    const started = performance.now();
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const plan = operationsOf(document).map((operation) => ({ operation, requests: casesFor(operation, context) }));
    const snapshot = await snapshotter(t.database.db);
    const failures: string[] = [];
    let signIns = 0;
    /** The harness's own new sign-in writes a session: the rows it changed are not the request's. */
    let signedInAgain = false;

    /** Sends one request and checks its answer; the status, or 0 for an answer cut off after its head. */
    async function send(request: FuzzRequest): Promise<number> {
      const headers: Record<string, string> = { cookie };
      if (request.contentType) headers['content-type'] = request.contentType;
      const response = await t.app
        .inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        })
        .catch((error: Error) => error);
      if (response instanceof Error) {
        // light-my-request: 'response destroyed before completion'.
        failures.push(`cut off: ${describeAnswer(request, 0, response.message)}`);
        return 0;
      }
      const status = response.statusCode;
      if (status >= 500) failures.push(`5xx: ${describeAnswer(request, status, response.body)}`);
      if (status >= 400 && status < 500) {
        const answer = errorResponseSchema.safeParse(parsed(response.body));
        if (!answer.success) failures.push(`not an error answer: ${describeAnswer(request, status, response.body)}`);
        // The safety net answered: a contract rule is missing, and the caller got no field message.
        else if (SAFETY_NET.has(answer.data.message))
          failures.push(`refused by the database, not the contract: ${describeAnswer(request, status, response.body)}`);
      }
      if (
        status === 401 &&
        !PUBLIC.test(request.url) &&
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode === 401
      ) {
        cookie = await signIn();
        signIns += 1;
        signedInAgain = true;
      }
      if (status === 200 && request.url.includes('/export.csv')) {
        const list = await t.app.inject({
          method: 'GET',
          url: `${request.url.replace('/export.csv', '')}${request.url.includes('?') ? '&' : '?'}limit=1`,
          headers: { cookie },
        });
        const listed = list.statusCode === 200 ? list.json().total : undefined;
        if (listed === undefined || csvRecordCount(response.body) - 1 !== listed) {
          failures.push(
            `export differs from the list (${list.statusCode}, total ${listed}): ${describeAnswer(request, status, response.body)}`,
          );
        }
      }
      return status;
    }

    for (const { operation, requests } of plan) {
      if (operation.method === 'GET' && !WRITING_READS.test(operation.path)) {
        // A read changes no row whatever it answers: one snapshot around all of its requests.
        let before = await snapshot();
        for (const request of requests) {
          await send(request);
          if (signedInAgain) [before, signedInAgain] = [await snapshot(), false];
        }
        const changed = changedTables(before, await snapshot());
        if (changed.length > 0)
          failures.push(`rows changed (${changed.join(', ')}) by the requests to GET ${operation.path}`);
        continue;
      }
      let before: Snapshot | undefined;
      for (const request of requests) {
        before ??= await snapshot();
        const status = await send(request);
        if (status < 400 || status >= 500 || signedInAgain) {
          signedInAgain = false;
          before = undefined;
          continue;
        }
        const after = await snapshot();
        const changed = changedTables(before, after);
        if (changed.length > 0)
          failures.push(`rows changed (${changed.join(', ')}): ${describeAnswer(request, status, '')}`);
        before = after;
      }
    }

    const count = plan.reduce((sum, { requests }) => sum + requests.length, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `API fuzz (${t.database.kind}): seed ${SEED}, ${count} requests in ${seconds} s, ${signIns} new sign-ins; FUZZ_SEED=${SEED} replays it`,
    );
    if (process.env['FUZZ_REPORT']) writeFileSync(process.env['FUZZ_REPORT'], failures.join('\n'));
    expect(failures.slice(0, 40), `${failures.length} failures, seed ${SEED}`).toEqual([]);
  }, 600_000);
});
