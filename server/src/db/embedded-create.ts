import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Plain CommonJS, so it runs the same under node, tsx and the test runner.
const CREATE = `
const [pglite, dataDir, settings] = process.argv.slice(1);
require(pglite)
  .PGlite.create(dataDir, { postgresqlconf: JSON.parse(settings) })
  .then((client) => client.close())
  .catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * A new embedded database is made (initdb) in a short-lived process of its own, which the server then opens
 * as it opens any other: making one took the server's process to 860 MB for a moment and left it holding
 * 450–470 MB instead of 280–290 MB for the rest of its life, memory it never gave back. Nothing to do for a
 * data directory made before.
 */
export async function createEmbeddedApart(dataDir: string, settings: readonly string[]): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await run(process.execPath, ['-e', CREATE, pglite, dataDir, JSON.stringify(settings)]);
}
