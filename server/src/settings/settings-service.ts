import type { z } from 'zod';
import type { putTeamSettingRequestSchema, putUserSettingRequestSchema, SettingsResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import {
  raiseTagNextNumber,
  readTeamSettings,
  readUserSettings,
  writeTeamSettings,
  writeUserSetting,
} from './store/settings-store.ts';

export async function getSettings(db: Database, session: Session): Promise<SettingsResponse> {
  const [userSettings, teamSettings] = await Promise.all([
    readUserSettings(db, session.userId),
    readTeamSettings(db, session.teamId),
  ]);
  return { user_settings: userSettings, team_settings: teamSettings };
}

/** Whether a user belongs to a team: the teams feature answers it, the app hands it in. */
export type MembershipCheck = (db: Database, userId: number, teamId: number) => Promise<boolean>;

/** One setting at a time; the body is already validated by the contract's discriminated union. */
export async function putUserSetting(
  db: Database,
  session: Session,
  input: z.output<typeof putUserSettingRequestSchema>,
  isMember: MembershipCheck,
): Promise<SettingsResponse> {
  if (input.setting_key === 'default_team_id' && !(await isMember(db, session.userId, input.setting_value))) {
    const message = 'You are not a member of that team.';
    throw new AppError('FORBIDDEN', message, { setting_value: message });
  }
  await writeUserSetting(db, session.userId, input.setting_key, input.setting_value);
  return getSettings(db, session);
}

/**
 * One team setting at a time, for any member of the caller's team. The next tag number only goes up:
 * a lower one could hand out a tag that is already on a printed label.
 */
export async function putTeamSetting(
  db: Database,
  session: Session,
  input: z.output<typeof putTeamSettingRequestSchema>,
): Promise<SettingsResponse> {
  if (input.setting_key === 'tag_next_number') {
    const current = await raiseTagNextNumber(db, session.teamId, input.setting_value);
    if (current !== undefined) {
      const message = `The next tag number can only go up (it is ${current}): lower numbers may already be on labels.`;
      throw new AppError('VALIDATION_FAILED', message, { setting_value: message });
    }
  } else {
    await writeTeamSettings(db, session.teamId, { [input.setting_key]: input.setting_value });
  }
  return getSettings(db, session);
}
