import { expect } from 'vitest';
import type { Caller } from './callers.ts';

type Schema = { parse(value: unknown): unknown };

/**
 * GET `url` and hold its 200 answer to the contract: for the routes whose JSON PostgreSQL writes
 * (sendJsonText), nothing else checks its shape, so the schema must parse it and drop no key.
 */
export async function contractAnswer(caller: Caller, url: string, schema: Schema) {
  const response = await caller.get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json();
  expect(schema.parse(body), 'no key beyond the contract').toEqual(body);
  return body;
}
