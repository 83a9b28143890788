import type { FastifyPluginAsync } from 'fastify';
import { settingsEndpoints } from '@flipstack/contract';
import { route } from '../http/route.ts';
import { getSettings, putTeamSetting, putUserSetting, type MembershipCheck } from './settings-service.ts';

export type SettingsRoutesOptions = { isMember: MembershipCheck };

export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (app, { isMember }) => {
  route(app, settingsEndpoints.settings, (request) => getSettings(app.db, request.session));
  for (const put of [settingsEndpoints.putUserSetting, settingsEndpoints.putUserSettingNoSlash]) {
    route(app, put, (request) => putUserSetting(app.db, request.session, request.body, isMember));
  }
  route(app, settingsEndpoints.putTeamSetting, (request) => putTeamSetting(app.db, request.session, request.body));
};
