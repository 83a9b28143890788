import type { MeResponse, SessionResponse, SettingsResponse, TeamsResponse } from '@flipstack/contract';

export const demoUser = {
  id: 1,
  email: 'demo@flipstack.test',
  name: 'Demo Reseller',
  microsoft_oid: null,
  has_password: true,
  super_admin: false,
  created_at: '2025-01-01T00:00:00.000Z',
};

export const meAnswer: MeResponse = { user: demoUser, team_id: 10, super_admin: false };

export const sessionAnswer: SessionResponse = {
  ...meAnswer,
  refresh_expires_at: '2999-01-01T00:00:00.000Z',
};

export const settingsAnswer = (darkMode: 'auto' | 'dark' | 'light' = 'auto'): SettingsResponse => ({
  user_settings: { dark_mode: darkMode, default_team_id: 10 },
  team_settings: { currency: 'EUR', time_zone: 'Europe/Berlin', tag_prefix: 'FS', tag_digits: 6, tag_next_number: 1 },
});

export const teamsAnswer: TeamsResponse = {
  teams: [
    { id: 10, name: 'Demo Resale Co', role: 'owner' },
    { id: 11, name: 'Weekend Flips', role: 'member' },
  ],
};
