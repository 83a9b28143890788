import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Statement } from './capture.ts';

type Answer = { rows: unknown[] };
/**
 * What the bare handler sends statements through (a pg pool, or the embedded database's client): one on
 * its own, or a transaction's in order on one connection.
 */
export type Runner = {
  one(statement: Statement, name: string | undefined): Promise<Answer>;
  inOrder(statements: Statement[], names: (string | undefined)[]): Promise<Answer[]>;
};

/**
 * The limit the app is measured against: a bare `node:http` handler that, for each path it was given,
 * runs the statements the app ran for it (the same text, values and waves; a transaction's in order on
 * one connection) and writes their rows as JSON. No framework, no sign-in, no validation. A statement the
 * app named is named here too; `prepared` sends every one as a named prepared statement, so PostgreSQL
 * parses and plans each text once per connection.
 */
export async function startBareServer(
  routes: Map<string, Statement[]>,
  run: Runner,
  { prepared }: { prepared: boolean },
): Promise<{ origin: string; close(): Promise<void> }> {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) names.set(text, (name = `bare_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
    return name;
  };
  const server: Server = createServer((request, response) => {
    const statements = routes.get(request.url ?? '');
    if (!statements) {
      response.writeHead(404).end();
      return;
    }
    answer(statements).then(
      (results) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(results));
      },
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  const nameFor = (statement: Statement) => (prepared ? nameOf(statement.text) : statement.name);
  const answer = async (statements: Statement[]) => {
    const results: unknown[][] = [];
    const lastWave = Math.max(...statements.map((statement) => statement.wave));
    for (let wave = 0; wave <= lastWave; wave += 1) {
      const together = statements.filter((statement) => statement.wave === wave);
      const alone = together.filter((statement) => statement.connection === undefined);
      const transactions = [...new Set(together.flatMap((statement) => statement.connection ?? []))].map((id) =>
        together.filter((statement) => statement.connection === id),
      );
      const answers = await Promise.all([
        ...alone.map((statement) => run.one(statement, nameFor(statement)).then((result) => [result])),
        ...transactions.map((group) => run.inOrder(group, group.map(nameFor))),
      ]);
      results.push(...answers.flat().map((result) => result.rows));
    }
    return results;
  };
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
