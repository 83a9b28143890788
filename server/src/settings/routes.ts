import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  putTeamSettingRequestSchema,
  putUserSettingRequestSchema,
  settingsResponseSchema,
} from '@flipstack/contract';
import { getSettings, putTeamSetting, putUserSetting, type MembershipCheck } from './settings-service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export type SettingsRoutesOptions = { isMember: MembershipCheck };

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { isMember }) => {
  app.get(
    '/user-settings',
    { schema: { tags: ['settings'], response: { 200: settingsResponseSchema, ...errors } } },
    async (request) => getSettings(app.db, request.session),
  );

  // The spec calls PUT /user-settings/ with the trailing slash; the form without it is accepted too.
  for (const url of ['/user-settings/', '/user-settings']) {
    app.put(
      url,
      {
        schema: {
          tags: ['settings'],
          hide: url === '/user-settings',
          body: putUserSettingRequestSchema,
          response: { 200: settingsResponseSchema, ...errors },
        },
      },
      async (request) => putUserSetting(app.db, request.session, request.body, isMember),
    );
  }

  app.put(
    '/team-settings',
    {
      schema: {
        tags: ['settings'],
        body: putTeamSettingRequestSchema,
        response: { 200: settingsResponseSchema, ...errors },
      },
    },
    async (request) => putTeamSetting(app.db, request.session, request.body),
  );
};
