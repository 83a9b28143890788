import { AppError } from './app-error.ts';

type DatabaseError = { code?: string; detail?: string; table?: string; constraint?: string };

/** A foreign-key (23503) or unique (23505) violation that no guard caught first, as a 409 a person can read. */
export function databaseConflict(error: unknown): AppError | undefined {
  const found = databaseError(error, (code) => code === '23503' || code === '23505');
  if (!found) return undefined;
  const table = (found.table ?? 'row').replaceAll('_', ' ');
  if (found.code === '23505') {
    // detail: Key (team_id, serial_number)=(1, SN-1) already exists.
    const match = /Key \((.+)\)=\((.+)\) already exists/.exec(found.detail ?? '');
    const columns = match?.[1]?.split(', ') ?? [];
    const values = match?.[2]?.split(', ') ?? [];
    const index = columns.findIndex((column) => column !== 'team_id');
    if (index >= 0) {
      const field = columns[index]!;
      const message = `${field.replaceAll('_', ' ')} '${values[index] ?? ''}' is already used by another ${singular(table)}.`;
      return new AppError('CONFLICT', capitalize(message), { [field]: message });
    }
    return new AppError('CONFLICT', `This ${singular(table)} already exists.`);
  }
  // detail: Key (id)=(3) is still referenced from table "products".  /  Key (brand_id)=(9) is not present in table "brands".
  const referencing = /referenced from table "(.+)"/.exec(found.detail ?? '')?.[1];
  if (referencing)
    return new AppError(
      'CONFLICT',
      `Cannot delete this ${singular(table)}: some ${referencing.replaceAll('_', ' ')} still use it.`,
    );
  return new AppError('CONFLICT', `A ${singular(table)} refers to a row that does not exist (any more).`);
}

/** Data PostgreSQL refused (class 22) or found too big or deep (class 54), by SQLSTATE: what to tell the caller. */
export const DATA_MESSAGES: Readonly<Record<string, string>> = {
  '22003':
    'A number is out of range: amounts go up to 9999999999.99 (sums up to 999999999999.99) and ids up to 2147483647.',
  '22P02': 'A value does not have the form its field needs.',
  '22007': 'A date is not valid: use ISO 8601 (YYYY-MM-DD, or a date and time) from 0001-01-01 to 9999-12-31.',
  '22008': 'A date is out of range: use dates from 0001-01-01 to 9999-12-31.',
  '22021': 'Text holds a character that cannot be stored (NUL or a broken character).',
  '22P05': 'Text holds a character that cannot be stored (NUL or a broken character).',
  '22001': 'A text is too long for its field.',
  '2201W': 'limit is out of range.',
  '2201X': 'offset is out of range.',
  '54001': 'The input is nested too deeply.',
};
export const DATA_FALLBACK = 'A value is not one the database can hold.';

/**
 * The last safety net: data PostgreSQL refused that no contract rule caught first answers 400, not
 * 500. The contract's rules come first so that callers get a message on the field; this answer
 * cannot name one, and the handler logs it so the missing rule can be added.
 */
export function databaseDataError(error: unknown): AppError | undefined {
  const found = databaseError(error, (code) => code.startsWith('22') || code.startsWith('54'));
  if (!found) return undefined;
  return new AppError('BAD_REQUEST', DATA_MESSAGES[found.code!] ?? DATA_FALLBACK);
}

/** SQLSTATEs that say the server went away or takes no connections now: class 08, 57P01–57P04, 53300. */
const isUnavailableState = (code: string) => /^(08|57P0[1-4]$|53300$)/.test(code);
/** node-postgres and the socket report a lost connection outside any SQLSTATE. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|ECONNREFUSED|ECONNRESET|EPIPE|timeout exceeded when trying to connect/i;

/**
 * A query that failed because the database connection was lost (PostgreSQL restarted, failed over or
 * ended the session) as a 503 the client may retry; nothing of the request was committed.
 */
export function databaseUnavailable(error: unknown): AppError | undefined {
  const lostSocket = [error, (error as { cause?: unknown } | null)?.cause].some((candidate) =>
    UNAVAILABLE_MESSAGES.test(messageOf(candidate)),
  );
  if (!lostSocket && !databaseError(error, isUnavailableState)) return undefined;
  return new AppError('UNAVAILABLE', 'The database is not answering right now. Nothing was saved; please try again.');
}

/** drizzle wraps driver errors, so the cause is looked at too. */
function databaseError(error: unknown, matches: (code: string) => boolean): DatabaseError | undefined {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.find((candidate): candidate is DatabaseError => {
    const code = (candidate as DatabaseError | null)?.code;
    return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && matches(code);
  });
}

function singular(table: string): string {
  return table.endsWith('ies') ? `${table.slice(0, -3)}y` : table.replace(/s$/, '');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}
