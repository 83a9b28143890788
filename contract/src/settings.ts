import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idInputSchema, idSchema } from './resources/common.ts';
import { scheduleCLinesSchema } from './schedule-c.ts';
import { form1099kGrossSchema } from './tax-year.ts';

export const DARK_MODES = ['auto', 'dark', 'light'] as const;
export type DarkMode = (typeof DARK_MODES)[number];

/** Known user settings with their types; stored as key/value pairs. */
export const userSettingsSchema = z.object({
  dark_mode: z.enum(DARK_MODES).default('auto'),
  default_team_id: idSchema.nullable().default(null),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const TAG_NUMBER_MAX = 999_999_999_999;
/** Code 128 (set B) prints ASCII 32–126; a prefix is kept short so the barcode fits a small label. */
const TAG_PREFIX_PATTERN = /^[!-~]{0,12}$/;
export const tagPrefixSchema = z
  .string()
  .trim()
  .regex(TAG_PREFIX_PATTERN, 'Use up to 12 letters, digits or signs, without spaces or accents');
export const tagDigitsSchema = z.coerce
  .number({ message: 'Enter a whole number from 1 to 12' })
  .int({ message: 'Enter a whole number from 1 to 12' })
  .min(1, { message: 'Enter a whole number from 1 to 12' })
  .max(12, { message: 'Enter a whole number from 1 to 12' });
export const tagNextNumberSchema = z.coerce
  .number({ message: `Enter a whole number from 1 to ${TAG_NUMBER_MAX}` })
  .int({ message: `Enter a whole number from 1 to ${TAG_NUMBER_MAX}` })
  .min(1, { message: `Enter a whole number from 1 to ${TAG_NUMBER_MAX}` })
  .max(TAG_NUMBER_MAX, { message: `Enter a whole number from 1 to ${TAG_NUMBER_MAX}` });

export const teamSettingsSchema = z.object({
  currency: z.string().length(3).default('USD'),
  time_zone: z.string().default('UTC'),
  /** Items created without a tag number get `tag_prefix` + the next number padded to `tag_digits`. */
  tag_prefix: tagPrefixSchema.default('FS'),
  tag_digits: tagDigitsSchema.default(6),
  tag_next_number: tagNextNumberSchema.default(1),
  /** The team's own Schedule C line per expense category or sale cost; the rest keep the defaults. */
  schedule_c_lines: scheduleCLinesSchema.optional(),
  form_1099k_gross: form1099kGrossSchema.optional(),
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

/** PUT /team-settings — one key at a time; tag numbers only go up, so none is handed out twice. */
export const putTeamSettingRequestSchema = z.discriminatedUnion('setting_key', [
  z.object({ setting_key: z.literal('tag_prefix'), setting_value: tagPrefixSchema }),
  z.object({ setting_key: z.literal('tag_digits'), setting_value: tagDigitsSchema }),
  z.object({ setting_key: z.literal('tag_next_number'), setting_value: tagNextNumberSchema }),
  z.object({ setting_key: z.literal('schedule_c_lines'), setting_value: scheduleCLinesSchema }),
  z.object({ setting_key: z.literal('form_1099k_gross'), setting_value: form1099kGrossSchema }),
]);
export type PutTeamSettingRequest = z.input<typeof putTeamSettingRequestSchema>;

/** The tag number `number` written with the team's format: prefix + the number padded with zeros. */
export function formatTagNumber(settings: Pick<TeamSettings, 'tag_prefix' | 'tag_digits'>, number: number): string {
  return `${settings.tag_prefix}${String(number).padStart(settings.tag_digits, '0')}`;
}

const tag = 'settings';
export const settingsEndpoints = {
  settings: endpoint({ method: 'GET', path: '/user-settings', tag, answer: settingsResponseSchema, errors: [403] }),
  // The spec calls PUT /user-settings/ with the trailing slash; the form without it is accepted too.
  putUserSetting: endpoint({
    method: 'PUT',
    path: '/user-settings/',
    tag,
    body: putUserSettingRequestSchema,
    answer: settingsResponseSchema,
    errors: [403],
  }),
  putUserSettingNoSlash: endpoint({
    method: 'PUT',
    path: '/user-settings',
    tag,
    body: putUserSettingRequestSchema,
    answer: settingsResponseSchema,
    errors: [403],
    hidden: true,
  }),
  putTeamSetting: endpoint({
    method: 'PUT',
    path: '/team-settings',
    tag,
    body: putTeamSettingRequestSchema,
    answer: settingsResponseSchema,
    errors: [403],
  }),
};
