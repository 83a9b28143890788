import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '@flipstack/contract';
import { id, timestamps } from './columns.ts';

export const teams = pgTable('teams', {
  id: id(),
  name: text('name').notNull(),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash'),
    microsoft_oid: text('microsoft_oid'),
    /** The Entra ID tenant of the linked Microsoft account: an account is tid + oid. */
    microsoft_tid: text('microsoft_tid'),
    super_admin: boolean('super_admin').notNull().default(false),
    /** Set by a super admin: sign-in is refused and the user's sessions end. */
    disabled_at: timestamp('disabled_at', { withTimezone: true }),
    /** When the user's newest session began (kept here: ended sessions are deleted after a while). */
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_microsoft_oid_unique').on(table.microsoft_tid, table.microsoft_oid),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull().default('member'),
    ...timestamps,
  },
  (table) => [uniqueIndex('memberships_team_user_unique').on(table.team_id, table.user_id), index().on(table.user_id)],
);

/**
 * One sign-in: the family of its refresh tokens and every access token issued in it (claim `sid`).
 * Revoking it ends all of them at once; `expires_at` is absolute, no refresh goes past it.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** A random UUID: the refresh tokens' family_id and the access tokens' `sid`. */
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (table) => [index().on(table.user_id)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each belongs to a session and is rotated on use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    family_id: text('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    /** Idle expiry: the session's absolute end at the latest. */
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.token_hash),
    index().on(table.family_id),
    index().on(table.user_id),
  ],
);

/** Single-use password reset tokens, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_unique').on(table.token_hash)],
);

export const userSettings = pgTable(
  'user_settings',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.user_id, table.key] })],
);

export const teamSettings = pgTable(
  'team_settings',
  {
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.team_id, table.key] })],
);
