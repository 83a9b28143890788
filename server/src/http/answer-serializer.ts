import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Answers are written by fast-json-stringify compiled from the contract's response schema, as Fastify
 * does with JSON schemas: only the keys the contract lists, in its order, and much cheaper than zod's
 * encode followed by JSON.stringify on a full page. A schema JSON Schema cannot express keeps zod's
 * serializer.
 *
 * `compare` (the test suite) writes every answer both ways and fails the request when they differ (but
 * for the order of keys), so an answer that no longer matches the contract still shows up as a 500.
 */
export function answerSerializerCompiler({ compare }: { compare: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked: Serialize = zodSerializerCompiler(route as Parameters<FastifySerializerCompiler<z.ZodType>>[0]);
    let fast: Serialize | undefined;
    const serialize: Serialize = (data) => (fast ??= compileFast(route) ?? checked)(data);
    if (!compare) return serialize;
    return (data) => {
      const expected = checked(data);
      const written = serialize(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the answer written (${written}) is not zod's (${expected})`);
      }
      return written;
    };
  };
}

/** Compiled on the first answer of its route and status: most error schemas are never used. */
function compileFast({ schema }: Parameters<FastifySerializerCompiler<unknown>>[0]): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJsonStringify(json as never) as Serialize;
  } catch {
    return undefined;
  }
}
