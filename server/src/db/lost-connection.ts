import type pg from 'pg';

/** node-postgres's words for a connection that is gone, whatever the SQLSTATE. */
const LOST_MESSAGES = /Connection terminated|not queryable|ECONNRESET|EPIPE/i;
/** The server ended the session (57P01–57P03) or the connection failed (class 08). */
const LOST_STATES = /^(08|57P0[1-3]$)/;

export function isLostConnection(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return LOST_MESSAGES.test(error.message) || (typeof code === 'string' && LOST_STATES.test(code));
}

const READ_ATTEMPTS = 3;

/**
 * After PostgreSQL restarts or ends the app's sessions, the pool may hand out an idle connection the
 * server already closed before the pool heard of it: the query fails though it never ran. A read sent
 * outside a transaction (one SELECT) is sent again, on another connection, so the first request after a
 * failover answers instead of failing; a write is never sent twice.
 */
export function retryReadsOnLostConnections(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]): Promise<unknown> => {
    // (config) or (config, values) as drizzle sends them; a callback is left as it is.
    if (typeof args.at(-1) === 'function' || !isRead(args[0])) return query(...args);
    for (let attempt = 1; ; attempt++) {
      try {
        return await query(...args);
      } catch (error) {
        if (attempt >= READ_ATTEMPTS || !isLostConnection(error)) throw error;
      }
    }
  };
  pool.query = retrying as typeof pool.query;
}

function isRead(config: unknown): boolean {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}
