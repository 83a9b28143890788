import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/** A cap on one kind of request: at most `max` per caller (as `callerOf` tells them apart) in a fixed window. */
export type RateLimit = {
  /** Part of the counter's key: two limits never share a counter. */
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
  callerOf: (request: FastifyRequest) => string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked in order after validation (invalid bodies are not counted); the first one exceeded answers 429. */
    rateLimits?: RateLimit[];
  }
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Rate limits whose counters live in PostgreSQL, so several app instances count together: one atomic
 * upsert per limit and request (a fixed window, restarted by the first hit after it ended; the
 * database's clock decides). Keys are hashed: the table holds no address or email. The check is added
 * to the routes that have limits only: a hook on every route is a step every other call pays for.
 */
export function registerRateLimits(scope: FastifyInstance, db: Database): void {
  let lastSweep = 0;
  const checkLimits = async (request: FastifyRequest, reply: FastifyReply) => {
    const limits = request.routeOptions.config.rateLimits ?? [];
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await db.delete(rateLimits).where(sql`${rateLimits.window_ends_at} < now()`);
    }
    for (const limit of limits) {
      const { hits, retryAfter } = await countHit(
        db,
        `${limit.name}:${hash(limit.callerOf(request))}`,
        limit.windowSeconds,
      );
      if (hits > limit.max) {
        reply.header('retry-after', String(Math.max(1, retryAfter)));
        throw new AppError('RATE_LIMITED', limit.message);
      }
    }
  };
  scope.addHook('onRoute', (route) => {
    if (!route.config?.rateLimits) return;
    const own = route.preHandler;
    route.preHandler = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), checkLimits];
  });
}

async function countHit(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retryAfter: number }> {
  const windowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
  const hasEnded = sql`${rateLimits.window_ends_at} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, window_ends_at: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${hasEnded} then 1 else ${rateLimits.hits} + 1 end`,
        window_ends_at: sql`case when ${hasEnded} then excluded.window_ends_at else ${rateLimits.window_ends_at} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.window_ends_at} - now()))::int`,
    });
  return row!;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
