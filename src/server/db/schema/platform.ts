import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  customType,
} from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES, type OutboxKind, type OutboxStatus } from '../../../domain/enums';
import { inList, createdAt } from './columns';
import { bookings } from './bookings';
import { adminUsers } from './staff';

/** Shared machinery: the e-mail outbox, idempotency keys, rate limits, secrets, uploaded images. */

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<OutboxKind>().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    status: text().$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status_values', inList('status', OUTBOX_STATUSES)),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

// ---- harden-limits: shared counters behind every rate limit (docs/decisions/0096) ----

/**
 * One row per counted key (e.g. `signin:source:1.2.3.4`), shared by every app process. Counting is
 * one atomic upsert; rows whose window has ended are reset on their next hit and purged by a job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

// ---------------------------------------------------------------------------------------------
// inventory (Issue 12): uploaded images, kept in the database so every app process serves them.
// ---------------------------------------------------------------------------------------------

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Staff-uploaded photos, re-encoded to WebP by sharp; served at /api/images/:id (immutable). */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    contentType: text().notNull(),
    content: bytea().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    uploadedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploaded_images_content_type_values', sql`${t.contentType} in ('image/webp')`),
    check(
      'uploaded_images_size_positive',
      sql`${t.byteSize} > 0 and ${t.width} > 0 and ${t.height} > 0`,
    ),
  ],
);

/* ---- harden-pay: secrets the application generates itself (never derived from configuration) ---- */

/**
 * Secrets generated once by the first process that needs them and shared by every process through
 * the database (e.g. the test gateway's signing secret when PAYMENT_TEST_SECRET is unset).
 * Rotation: delete the row and restart every process (docs/security.md).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

/** The smaller AVIF and WebP copies of an uploaded photo, made at upload (decision 0130). */
export const uploadedImageVariants = pgTable(
  'uploaded_image_variants',
  {
    imageId: uuid()
      .notNull()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    format: text().$type<'avif' | 'webp'>().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    content: bytea().notNull(),
    byteSize: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.format, t.width] }),
    check('uploaded_image_variants_format_values', sql`${t.format} in ('avif', 'webp')`),
    check(
      'uploaded_image_variants_size_positive',
      sql`${t.byteSize} > 0 and ${t.width} > 0 and ${t.height} > 0`,
    ),
  ],
);
