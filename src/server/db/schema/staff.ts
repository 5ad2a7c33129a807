import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADMIN_ROLES, type AdminRole, type SignInFailure } from '../../../domain/enums';
import { inList, createdAt, updatedAt } from './columns';

/** Staff: accounts, sessions, sign-in attempts and rules, the audit trail, the bell. */

export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    role: text().$type<AdminRole>().notNull().default('owner'),
    isActive: boolean().notNull().default(true),
    lastLogin: timestamp({ withTimezone: true }),
    /** Two-factor sign-in (decision 0124): the base32 TOTP key once confirmed; never sent back. */
    totpSecret: text(),
    /** A key shown at set-up and not yet confirmed with a code. */
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last 30-second step a code was accepted for: that code and older ones are refused. */
    totpLastStep: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('admin_users_role_values', inList('role', ADMIN_ROLES)),
    check('admin_users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Audit rows for admin changes that are not about one booking (villas, packages, users, ...). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** sha256 of the cookie value; the raw session id never touches the database. */
    idHash: text().primaryKey(),
    /** The session's public id (lists and DELETE …/sessions/:id); the cookie's hash never leaves the server. */
    id: uuid().notNull().unique().defaultRandom(),
    adminUserId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.adminUserId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    ip: text().notNull(),
    success: boolean().notNull(),
    userAgent: text(),
    /** Why a failed attempt failed: password, code, code_required, locked_out. */
    reason: text().$type<SignInFailure>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Ten one-time recovery codes per admin with two-factor sign-in, stored hashed (decision 0124). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminUserId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.adminUserId)],
);

/** The resort's staff sign-in rules: one row (id 'staff'); absent means the defaults. */
export const staffSettings = pgTable(
  'staff_settings',
  {
    id: text().primaryKey().default('staff'),
    requireTwoFactor: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [check('staff_settings_single_row', sql`${t.id} = 'staff'`)],
);

/* ---- reports: admin events (live notifications) and each staff member's read state ---- */

/**
 * Every state change staff care about, written by `publish()` in the same transaction as the change.
 * `id` grows in commit order (publish serialises writers with a transaction advisory lock), so a
 * reader that has seen id N has seen every committed event up to N: it is the SSE Last-Event-ID.
 */
export const adminEvents = pgTable(
  'admin_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    data: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_events_created_idx').on(t.createdAt)],
);

/** Per staff member: events up to `readUpTo` are read, up to `clearedUpTo` are cleared from the bell. */
export const adminNotificationState = pgTable('admin_notification_state', {
  adminUserId: uuid()
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  readUpTo: bigint({ mode: 'number' }).notNull().default(0),
  clearedUpTo: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});
