import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/** The migrations folder as it was before `tag`: the same files, a journal that ends earlier. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'flipstack-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

// Plain SQL, the same on both drivers: checked once, on PGlite.
describe.skipIf(process.env['TEST_DATABASE'] === 'postgres')('migration 0009 (sessions)', () => {
  it('turns every refresh family into a session: live, revoked or used up, with an absolute end', async () => {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore('0009_sessions_and_rate_limits') });
    await client.exec(`
      INSERT INTO teams (name) VALUES ('T');
      INSERT INTO users (email, name) VALUES ('a@example.com', 'A');
      INSERT INTO refresh_tokens (user_id, team_id, family_id, token_hash, remember, expires_at, used_at, revoked_at, created_at) VALUES
        (1, 1, 'live', 'h1', true, now() + interval '200 days', now() - interval '1 day', NULL, now() - interval '100 days'),
        (1, 1, 'live', 'h2', true, now() + interval '200 days', NULL, NULL, now() - interval '1 day'),
        (1, 1, 'revoked', 'h3', false, now() + interval '1 day', NULL, now() - interval '1 hour', now() - interval '2 hours'),
        (1, 1, 'spent', 'h4', false, now() + interval '1 day', now() - interval '1 hour', NULL, now() - interval '2 hours');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const { rows } = await client.query<{
      id: string;
      remember: boolean;
      is_revoked: boolean;
      is_over: boolean;
      days: number;
    }>(`
      SELECT id, remember, revoked_at IS NOT NULL AS is_revoked, expires_at <= now() AS is_over,
             round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days
      FROM sessions ORDER BY id`);
    expect(rows).toEqual([
      { id: 'live', remember: true, is_revoked: false, is_over: true, days: 90 },
      { id: 'revoked', remember: false, is_revoked: true, is_over: false, days: 7 },
      { id: 'spent', remember: false, is_revoked: true, is_over: false, days: 7 },
    ]);
    const tokens = await client.query<{ is_capped: boolean }>(`
      SELECT bool_and(t.expires_at <= s.expires_at) AS is_capped FROM refresh_tokens t JOIN sessions s ON s.id = t.family_id`);
    expect(tokens.rows[0]?.is_capped).toBe(true);
    await client.close();
  });
});
