import type { Caller } from './callers.ts';

/** POST a row and return its id; fails loudly with the answer. */
export async function create(caller: Caller, resource: string, body: Record<string, unknown>): Promise<number> {
  const response = await caller.post(`/api/v2/${resource}`, body);
  if (response.statusCode !== 201) throw new Error(`POST ${resource} → ${response.statusCode} ${response.body}`);
  return response.json().id;
}
