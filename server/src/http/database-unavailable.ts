import { AppError } from './app-error.ts';

/** SQLSTATE classes and codes that say the server went away or is not taking connections now. */
const UNAVAILABLE_STATES = /^(08|57P0[1-4]$|53300$)/;
/** node-postgres and the socket report a connection lost outside any SQLSTATE. */
const UNAVAILABLE_MESSAGES = /Connection terminated|not queryable|ECONNREFUSED|ECONNRESET|EPIPE|timeout exceeded when trying to connect/i;

/**
 * A query that failed because the database connection was lost (PostgreSQL restarted, failed over or
 * ended the session) as a 503 the client may retry; nothing of the request was committed.
 */
export function databaseUnavailable(error: unknown): AppError | undefined {
  for (let candidate = error, depth = 0; candidate && depth < 4; depth += 1) {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if ((typeof code === 'string' && UNAVAILABLE_STATES.test(code)) || (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message))) {
      return new AppError('UNAVAILABLE', 'The database is not answering right now. Nothing was saved; please try again.');
    }
    candidate = (candidate as { cause?: unknown }).cause;
  }
  return undefined;
}
