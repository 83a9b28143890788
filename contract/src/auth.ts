import { z } from 'zod';
import { idInputSchema, textSchema } from './resources/common.ts';
import { endpoint } from './endpoint.ts';

export const PASSWORD_MIN_LENGTH = 8;

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const email = z.email({ message: 'Enter a valid email address' }).trim().toLowerCase().max(254);
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200, { message: 'Use at most 200 characters' });

/** The signed-in user as the API shows it: never the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  microsoft_oid: z.string().nullable().optional(),
  /** False for a user who signs in with Microsoft only: they may set a password (POST /set-password). */
  has_password: z.boolean(),
  super_admin: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type Team = z.infer<typeof teamSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, { message: 'Enter your password' }).max(200),
  remember: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** GET /auth/me */
export const meResponseSchema = z.object({
  user: userSchema,
  team_id: z.number().int(),
  super_admin: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * POST /login, POST /register (a new account), POST /refresh-token, GET /new-token. The access and refresh tokens
 * travel in httpOnly cookies only: no script on the page can read them.
 */
export const sessionResponseSchema = meResponseSchema.extend({
  /** ISO 8601: when the refresh token (httpOnly cookie) stops working unless used. */
  refresh_expires_at: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const newTokenQuerySchema = z.object({
  selected_team_id: idInputSchema(),
});

export const registerRequestSchema = z.object({
  name: textSchema().trim().min(1, { message: 'Enter your name' }).max(120),
  email,
  password,
  team_name: textSchema().trim().min(1, { message: 'Name your team' }).max(120),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, { message: 'Enter your current password' }).max(200),
  password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /set-password: a first password for a user who signs in with Microsoft only. */
export const setPasswordRequestSchema = z.object({ password });
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

/** GET /teams: the teams the signed-in user belongs to. */
export const teamsResponseSchema = z.object({ teams: z.array(teamSchema) });
export type TeamsResponse = z.infer<typeof teamsResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * POST /register, 201 either way: a new address is signed in at once (a session, cookies set); an address
 * that already has an account gets a mail saying so, with links to sign in and to reset the password,
 * and the caller gets only a message to check that mail, never "this email is taken".
 */
export const registerResponseSchema = z.union([sessionResponseSchema, messageResponseSchema]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * POST /refresh-token and POST /logout. Browsers send nothing (the refresh token travels in an httpOnly
 * cookie); clients without cookies may send the token here instead.
 */
export const refreshTokenRequestSchema = z.object({ refresh_token: z.string().min(1).max(200).optional() }).nullish();
export type RefreshTokenRequest = z.input<typeof refreshTokenRequestSchema>;

const tag = 'auth';
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    tag,
    body: loginRequestSchema,
    answer: sessionResponseSchema,
    errors: [403, 429],
    public: true,
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/refresh-token',
    tag,
    body: refreshTokenRequestSchema,
    answer: sessionResponseSchema,
    errors: [403, 429],
    public: true,
  }),
  newToken: endpoint({
    method: 'GET',
    path: '/new-token',
    tag,
    query: newTokenQuerySchema,
    answer: sessionResponseSchema,
    errors: [403, 429],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    tag,
    body: refreshTokenRequestSchema,
    answer: messageResponseSchema,
    errors: [403, 429],
    public: true,
  }),
  me: endpoint({ method: 'GET', path: '/auth/me', tag, answer: meResponseSchema, errors: [403, 429] }),
  register: endpoint({
    method: 'POST',
    path: '/register',
    tag,
    description:
      'A new address: the account, its team and a session (201, signed in). An address that already has an account: the same 201 with a message and no session, and a mail to the address saying so.',
    body: registerRequestSchema,
    answer: registerResponseSchema,
    status: 201,
    errors: [429],
    public: true,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/forgot-password',
    tag,
    body: forgotPasswordRequestSchema,
    answer: messageResponseSchema,
    errors: [409, 429],
    public: true,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/reset-password',
    tag,
    body: resetPasswordRequestSchema,
    answer: messageResponseSchema,
    errors: [409, 429],
    public: true,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/change-password',
    tag,
    body: changePasswordRequestSchema,
    answer: messageResponseSchema,
    errors: [409, 429],
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/set-password',
    tag,
    body: setPasswordRequestSchema,
    answer: messageResponseSchema,
    errors: [409, 429],
  }),
  teams: endpoint({ method: 'GET', path: '/teams', tag: 'teams', answer: teamsResponseSchema }),
};
