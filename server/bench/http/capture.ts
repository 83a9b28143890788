/** One statement as the driver was given it, and the wave it ran in (statements of one wave ran at once). */
export type Statement = { text: string; values: unknown[]; types?: unknown; name?: string; wave: number };

type QueryConfig = string | { text: string; values?: unknown[]; types?: unknown; name?: string };
type Queryable = { query(config: QueryConfig, values?: unknown[], ...rest: unknown[]): Promise<unknown> };

/**
 * Records the statements the app sends through `client` while `work` runs, in order, with the waves
 * they ran in: a statement sent while another is still out joins that one's wave. The session check
 * is left out (the app remembers a live sign-in for a few seconds, so under load it is not sent).
 */
export async function captureStatements(client: Queryable, work: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back on the same object below
  const original = client.query;
  let outstanding = 0;
  let wave = -1;
  client.query = function (this: Queryable, config: QueryConfig, values?: unknown[], ...rest: unknown[]) {
    const text = typeof config === 'string' ? config : config.text;
    if (!/\bfrom "sessions"/.test(text)) {
      if (outstanding === 0) wave += 1;
      const given = typeof config === 'string' ? { values } : config;
      // The driver's type parsers too: drizzle reads timestamps as text, which costs less than dates.
      statements.push({
        text,
        values: given.values ?? values ?? [],
        types: (given as { types?: unknown }).types,
        // Named when the app prepared it, so both sides plan alike.
        name: (given as { name?: string }).name || undefined,
        wave,
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
  try {
    await work();
  } finally {
    client.query = original;
  }
  return statements;
}
