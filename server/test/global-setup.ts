import pg from 'pg';
import { TEMPLATE_PREFIX, TEST_DATABASE_PREFIX } from './helpers/test-database.ts';

/**
 * The PostgreSQL project's setup and teardown: drops the templates and test databases whose worker is no
 * longer running (a killed run's, and a worker's template its run left, at the latest when the next run
 * starts). Those of a run still going beside this one are left alone.
 */
export async function setup() {
  await dropOrphans();
  return dropOrphans;
}

async function dropOrphans() {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select datname as name from pg_database where datname like $1 or datname like $2`,
      [`${TEMPLATE_PREFIX}%`, `${TEST_DATABASE_PREFIX}%`],
    );
    for (const { name } of rows) {
      const pid = Number(/_(\d+)(?:_|$)/.exec(name)?.[1]);
      if (Number.isInteger(pid) && running(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
