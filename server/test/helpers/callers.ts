import type { LightMyRequestResponse } from 'fastify';
import { createUser, FROM_THE_APP, loginAs } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in user of one team, calling the API the way the web app does. */
export type Caller = {
  teamId: number;
  /** The `cookie` header of the session, for requests the helpers below cannot make (raw JSON text). */
  cookie: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
};

let created = 0;

/** `count` users, each signed in to a team of their own. */
export async function signedInTeams(t: TestApp, count: number): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (let index = 0; index < count; index += 1) {
    created += 1;
    const user = await createUser(t.database.db, { email: `caller-${created}@flipstack.test` });
    const cookie = await loginAs(t.app, user.email);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { cookie, ...FROM_THE_APP },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    callers.push({
      teamId: user.teamIds[0]!,
      cookie,
      get: (url) => call('GET', url),
      post: (url, payload) => call('POST', url, payload),
      put: (url, payload) => call('PUT', url, payload),
      delete: (url) => call('DELETE', url),
    });
  }
  return callers;
}

/** A list's `where` query parameter. */
export const where = (filter: unknown) => `where=${encodeURIComponent(JSON.stringify(filter))}`;

/** The ids of a /v2 list (`/api/v2/inventory-items?order_by=…`) walked 500 a page with its `after` marks. */
export async function walkIds(caller: Caller, list: string): Promise<number[]> {
  const ids: number[] = [];
  let after = '';
  for (;;) {
    const page = (await caller.get(`${list}&limit=500${after}`)).json();
    ids.push(...page.rows.map((row: { id: number }) => row.id));
    if (!page.next_after) return ids;
    after = `&after=${page.next_after}`;
  }
}

/** The ids of the inventory screen's list (`order_by=…&status=…`), read 500 a page by offset. */
export async function inventoryIdsByOffset(caller: Caller, query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = (await caller.get(`/api/inventory-items-detail?${query}&limit=500&offset=${offset}`)).json();
    ids.push(...page.rows.map((row: { id: number }) => row.id));
    if (page.rows.length < 500) return ids;
  }
}
