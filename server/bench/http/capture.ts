/**
 * One statement as the driver was given it, and the wave it ran in (statements of one wave ran at once).
 * `connection` marks the statements of one transaction: sent in order on a connection of their own.
 */
export type Statement = {
  text: string;
  values: unknown[];
  types?: unknown;
  name?: string;
  wave: number;
  connection?: number;
};

type QueryConfig = string | { text: string; values?: unknown[]; types?: unknown; name?: string };
type Queryable = { query(config: QueryConfig, values?: unknown[], ...rest: unknown[]): Promise<unknown> };
/** A pg pool (`connect` checks a connection out for a transaction) or PGlite (`transaction` runs one). */
export type CapturedClient = Queryable & {
  connect?: (callback?: (...args: unknown[]) => void) => Promise<Queryable & { release(...args: unknown[]): void }>;
  transaction?: (work: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
};

/** The session check and the embedded database's upkeep: statements no call sends. */
const NOT_THE_CALLS = /\bfrom "sessions"|pg_stat_force_next_flush|pg_stat_user_tables|^(vacuum|analyze)\b/;

/**
 * Records the statements the app sends through `client` while `work` runs, in order, with the waves
 * they ran in: a statement sent while another is still out joins that one's wave. A transaction's
 * statements (on a checked-out pg connection, or in PGlite's transaction) are recorded as one group in the
 * wave its first statement joined. The session check is left out (the app remembers a live sign-in for a
 * few seconds, so under load it is not sent), and so is the embedded database's upkeep, should a turn of it
 * run meanwhile.
 */
export async function captureStatements(client: CapturedClient, work: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  let outstanding = 0;
  let wave = -1;
  let connections = 0;
  const restore: (() => void)[] = [];

  const record = (target: Queryable, connection?: number) => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- put back on the same object below
    const original = target.query;
    target.query = function (this: Queryable, config: QueryConfig, values?: unknown[], ...rest: unknown[]) {
      // With a callback: pg's pool.query sending its statement (recorded already, by the pool's own query) on
      // a connection a transaction of this capture had and gave back. It answers no promise to wait for; a
      // wrapper that waited on one threw, and the pool released that connection twice (the bench crashed).
      if (typeof [values, ...rest].at(-1) === 'function') return original.call(this, config, values, ...rest);
      const text = typeof config === 'string' ? config : config.text;
      if (!NOT_THE_CALLS.test(text)) {
        if (outstanding === 0) wave += 1;
        const given = typeof config === 'string' ? { values } : config;
        statements.push({
          text,
          values: given.values ?? values ?? [],
          // The driver's type parsers too: drizzle reads timestamps as text, which costs less than dates.
          types: (given as { types?: unknown }).types,
          // Named when the app prepared it, so both sides plan alike.
          name: (given as { name?: string }).name || undefined,
          wave,
          ...(connection === undefined ? {} : { connection }),
        });
      }
      outstanding += 1;
      const done = () => {
        outstanding -= 1;
      };
      const result = original.call(this, config, values, ...rest);
      result.then(done, done);
      return result;
    };
    restore.push(() => {
      target.query = original;
    });
  };

  record(client);
  const { connect, transaction } = client;
  if (connect) {
    client.connect = async (callback) => {
      // pg's pool.query checks a connection out with a callback: its statement is already recorded.
      if (callback) return connect.call(client, callback);
      const checkedOut = await connect.call(client);
      record(checkedOut, (connections += 1));
      return checkedOut;
    };
    restore.push(() => {
      client.connect = connect;
    });
  }
  if (transaction) {
    client.transaction = (run) =>
      transaction.call(client, (tx) => {
        record(tx, (connections += 1));
        return run(tx);
      });
    restore.push(() => {
      client.transaction = transaction;
    });
  }
  try {
    await work();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  // A transaction runs whole in the wave its first statement joined.
  for (let connection = 1; connection <= connections; connection += 1) {
    const group = statements.filter((statement) => statement.connection === connection);
    const first = Math.min(...group.map((statement) => statement.wave));
    for (const statement of group) statement.wave = first;
  }
  return statements;
}
