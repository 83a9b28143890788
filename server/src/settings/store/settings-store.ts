import { eq, sql } from 'drizzle-orm';
import { teamSettingsSchema, userSettingsSchema, type TeamSettings, type UserSettings } from '@flipstack/contract';
import type { Database } from '../../db/client.ts';
import { teamSettings, userSettings } from '../../db/schema/index.ts';

export const DEFAULT_TEAM_SETTINGS: TeamSettings = teamSettingsSchema.parse({});

/** Stored key/value rows → the typed settings, with defaults for missing keys and for values that no longer parse. */
export async function readUserSettings(db: Database, userId: number): Promise<UserSettings> {
  const rows = await db.select().from(userSettings).where(eq(userSettings.user_id, userId));
  return parseKnownKeys(userSettingsSchema, rows);
}

export async function readTeamSettings(db: Database, teamId: number): Promise<TeamSettings> {
  const rows = await db.select().from(teamSettings).where(eq(teamSettings.team_id, teamId));
  return parseKnownKeys(teamSettingsSchema, rows);
}

export async function writeUserSetting(
  db: Database,
  userId: number,
  key: keyof UserSettings,
  value: unknown,
): Promise<void> {
  await db
    .insert(userSettings)
    .values({ user_id: userId, key, value })
    .onConflictDoUpdate({ target: [userSettings.user_id, userSettings.key], set: { value, updated_at: sql`now()` } });
}

export async function writeTeamSettings(db: Database, teamId: number, settings: Partial<TeamSettings>): Promise<void> {
  const rows = Object.entries(settings).map(([key, value]) => ({ team_id: teamId, key, value }));
  if (rows.length === 0) return;
  await db
    .insert(teamSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [teamSettings.team_id, teamSettings.key],
      set: { value: sql`excluded.value`, updated_at: sql`now()` },
    });
}

/**
 * Sets the team's next tag number unless that would lower it; answers the current number when refused.
 * One upsert, so it cannot slip between two purchases taking numbers.
 */
export async function raiseTagNextNumber(db: Database, teamId: number, next: number): Promise<number | undefined> {
  const raised = await db
    .insert(teamSettings)
    .values({ team_id: teamId, key: 'tag_next_number', value: next })
    .onConflictDoUpdate({
      target: [teamSettings.team_id, teamSettings.key],
      set: { value: sql`excluded.value`, updated_at: sql`now()` },
      setWhere: sql`(${teamSettings.value} #>> '{}')::bigint <= ${next}`,
    })
    .returning({ key: teamSettings.key });
  if (raised.length > 0) return undefined;
  return (await readTeamSettings(db, teamId)).tag_next_number;
}

type ObjectSchema<T> = {
  shape: Record<string, { safeParse(value: unknown): { success: boolean } }>;
  parse(value: unknown): T;
};

function parseKnownKeys<T>(schema: ObjectSchema<T>, rows: { key: string; value: unknown }[]): T {
  const known: Record<string, unknown> = {};
  for (const { key, value } of rows) {
    if (key in schema.shape && schema.shape[key]?.safeParse(value).success) known[key] = value;
  }
  return schema.parse(known);
}
