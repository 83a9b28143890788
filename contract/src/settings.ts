import { z } from 'zod';
import { idInputSchema, idSchema } from './resources/common.ts';

export const DARK_MODES = ['auto', 'dark', 'light'] as const;
export type DarkMode = (typeof DARK_MODES)[number];

/** Known user settings with their types; stored as key/value pairs. */
export const userSettingsSchema = z.object({
  dark_mode: z.enum(DARK_MODES).default('auto'),
  default_team_id: idSchema.nullable().default(null),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const teamSettingsSchema = z.object({
  currency: z.string().length(3).default('USD'),
  time_zone: z.string().default('UTC'),
});
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

export const USER_SETTING_KEYS = Object.keys(userSettingsSchema.shape) as (keyof UserSettings)[];

/** GET /user-settings */
export const settingsResponseSchema = z.object({
  user_settings: userSettingsSchema,
  team_settings: teamSettingsSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** PUT /user-settings/ — one key at a time. */
export const putUserSettingRequestSchema = z.discriminatedUnion('setting_key', [
  z.object({ setting_key: z.literal('dark_mode'), setting_value: userSettingsSchema.shape.dark_mode.unwrap() }),
  z.object({
    setting_key: z.literal('default_team_id'),
    setting_value: idInputSchema(),
  }),
]);
export type PutUserSettingRequest = z.input<typeof putUserSettingRequestSchema>;
