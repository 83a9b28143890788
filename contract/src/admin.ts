import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { TEAM_ROLES } from './auth.ts';
import { idInputSchema, LIST_LIMIT_MAX, searchTextSchema } from './resources/common.ts';
import { ID_MAX } from './storable.ts';

/** The super-admin console's lists: a page of rows from the database, 25 by default. */
export const adminListQuerySchema = z.object({
  q: searchTextSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(25),
  offset: z.coerce.number().int().min(0).max(ID_MAX).default(0),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminTeamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
});

/** GET /admin/teams: every team, with its members and how much it holds. */
export const adminTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  members: z.array(adminTeamMemberSchema),
  item_count: z.number().int(),
  sale_count: z.number().int(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

/** GET /admin/users: every user, with their teams and how they sign in. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  super_admin: z.boolean(),
  has_password: z.boolean(),
  microsoft_linked: z.boolean(),
  /** ISO 8601, null while enabled. */
  disabled_at: z.string().nullable(),
  /** The start of their newest sign-in (session), null when they never signed in. */
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(TEAM_ROLES) })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminTeamsResponseSchema = z.object({ rows: z.array(adminTeamSchema), total: z.number().int() });
export type AdminTeamsResponse = z.infer<typeof adminTeamsResponseSchema>;
export const adminUsersResponseSchema = z.object({ rows: z.array(adminUserSchema), total: z.number().int() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserParamsSchema = z.object({ id: idInputSchema() });
export const adminTeamParamsSchema = z.object({ id: idInputSchema() });

/** PUT /admin/users/{id}/super-admin */
export const setSuperAdminRequestSchema = z.object({ super_admin: z.boolean({ message: 'Choose yes or no' }) });
export type SetSuperAdminRequest = z.input<typeof setSuperAdminRequestSchema>;

/** PUT /admin/users/{id}/disabled: disabling ends every sign-in of the user at once. */
export const setDisabledRequestSchema = z.object({ disabled: z.boolean({ message: 'Choose yes or no' }) });
export type SetDisabledRequest = z.input<typeof setDisabledRequestSchema>;

/** POST /admin/teams/{id}/members */
export const addTeamMemberRequestSchema = z.object({
  user_id: idInputSchema('Pick a user'),
  role: z.enum(TEAM_ROLES, { message: 'Choose owner, admin or member' }).default('member'),
});
export type AddTeamMemberRequest = z.input<typeof addTeamMemberRequestSchema>;

const tag = 'admin';
const errors = [403, 404, 409] as const;
export const adminEndpoints = {
  teams: endpoint({
    method: 'GET',
    path: '/admin/teams',
    tag,
    query: adminListQuerySchema,
    answer: adminTeamsResponseSchema,
    errors,
  }),
  users: endpoint({
    method: 'GET',
    path: '/admin/users',
    tag,
    query: adminListQuerySchema,
    answer: adminUsersResponseSchema,
    errors,
  }),
  setSuperAdmin: endpoint({
    method: 'PUT',
    path: '/admin/users/:id/super-admin',
    tag,
    params: adminUserParamsSchema,
    body: setSuperAdminRequestSchema,
    answer: adminUserSchema,
    errors,
  }),
  setDisabled: endpoint({
    method: 'PUT',
    path: '/admin/users/:id/disabled',
    tag,
    params: adminUserParamsSchema,
    body: setDisabledRequestSchema,
    answer: adminUserSchema,
    errors,
  }),
  addTeamMember: endpoint({
    method: 'POST',
    path: '/admin/teams/:id/members',
    tag,
    params: adminTeamParamsSchema,
    body: addTeamMemberRequestSchema,
    answer: adminUserSchema,
    status: 201,
    errors,
  }),
};
