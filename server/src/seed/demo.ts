import { eq } from 'drizzle-orm';
import { createUser } from '../auth/create-user.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { findUserByEmail } from '../auth/users.ts';
import { writeTeamSettings, writeUserSetting } from '../settings/store/settings-store.ts';
import { addMember, createTeam } from '../teams/create-team.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';
import { seedDemoLedger } from './demo-ledger.ts';

export const DEMO_EMAIL = 'demo@flipstack.test';
export const DEMO_PASSWORD = 'flipstack-demo';
export const DEMO_TEAMS = ['Demo Resale Co.', 'Demo Side Hustle'] as const;
const SEEDED_KEY = 'demo_seeded';

/**
 * Creates the demo user, owner of two teams, once per database: the 'demo_seeded' row in app_meta
 * is claimed first inside the same transaction, so a second start (or a concurrent one) does nothing.
 */
export async function seedDemo(db: Database): Promise<{ isNew: boolean }> {
  if (await isDemoSeeded(db)) return { isNew: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return { isNew: false };
    // Someone registered the demo address themselves: leave their account alone.
    if (await findUserByEmail(tx, DEMO_EMAIL)) return { isNew: false };

    const user = await createUser(tx, { email: DEMO_EMAIL, name: 'Demo Reseller', passwordHash });
    const teamIds: number[] = [];
    for (const name of DEMO_TEAMS) {
      const teamId = await createTeam(tx, name);
      await addMember(tx, teamId, user.id, 'owner');
      teamIds.push(teamId);
    }
    await writeUserSetting(tx, user.id, 'default_team_id', teamIds[0]);
    // The demo lots were tagged by hand T-001 … T-007; new items go on from there.
    await writeTeamSettings(tx, teamIds[0]!, { tag_prefix: 'T-', tag_digits: 3, tag_next_number: 8 });
    await seedDemoLedger(tx, { userId: user.id, teamId: teamIds[0]!, superAdmin: false });
    return { isNew: true };
  });
}

export async function isDemoSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  return row !== undefined;
}
