import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from '../../src/http/answer-serializer.ts';

const row = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });

let app: FastifyInstance;
afterEach(() => app.close());

/** A Fastify app with one route per answer, each answering with the schema given. */
async function appAnswering(compare: boolean, routes: Record<string, { schema: z.ZodType; answer: unknown }>) {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ compare }));
  for (const [url, { schema, answer }] of Object.entries(routes)) {
    app.get(url, { schema: { response: { 200: schema } } }, async () => answer);
  }
  await app.ready();
  return (url: string) => app.inject({ method: 'GET', url });
}

describe('answers written from the contract', () => {
  it('writes only the keys the contract lists, loose rows keeping their extra keys', async () => {
    const get = await appAnswering(false, {
      '/strict': { schema: row, answer: { id: 1, name: 'Apple', note: null, password_hash: 'secret' } },
      '/loose': { schema: z.array(row.loose()), answer: [{ id: 2, name: 'Bose', note: 'x', brand: { id: 9 } }] },
    });
    const strict = await get('/strict');
    expect(strict.statusCode).toBe(200);
    expect(strict.body).toBe('{"id":1,"name":"Apple","note":null}');
    expect((await get('/loose')).json()).toEqual([{ id: 2, name: 'Bose', note: 'x', brand: { id: 9 } }]);
  });

  it('leaves a schema JSON Schema cannot express to zod', async () => {
    const get = await appAnswering(true, {
      '/dated': { schema: z.object({ at: z.date() }), answer: { at: new Date(Date.UTC(2026, 10, 27)) } },
    });
    const answer = await get('/dated');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"at":"2026-11-27T00:00:00.000Z"}');
  });

  it('under test, fails an answer that is not the contract’s instead of writing it coerced', async () => {
    const answer = { id: '7', name: 'Apple', note: null };
    const lenient = await appAnswering(false, { '/drifted': { schema: row, answer } });
    expect((await lenient('/drifted')).body).toBe('{"id":7,"name":"Apple","note":null}');
    await app.close();

    const compared = await appAnswering(true, { '/drifted': { schema: row, answer } });
    expect((await compared('/drifted')).statusCode).toBe(500);
  });

  it('under test, passes answers whose keys zod orders differently', async () => {
    const schema = z.object({ a: z.number(), b: z.string().optional(), c: z.boolean() });
    const get = await appAnswering(true, { '/ordered': { schema, answer: { c: true, b: 'x', a: 1 } } });
    const answer = await get('/ordered');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ a: 1, b: 'x', c: true });
  });
});
