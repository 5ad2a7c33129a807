import { z } from 'zod';
import { REGISTRATION_KEEP_DAYS_DEFAULT } from '../domain/registration';
import { SAFARI_UNBOOKED_KEEP_DAYS_DEFAULT } from '../domain/safari-status';

/**
 * What the environment may hold: each variable, its check and its default. `loadConfig`
 * (env.ts, the only reader of process.env) parses it and builds the `Config` from it.
 */

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => {
      if (v === undefined || v.trim() === '') return fallback;
      return !['false', '0', 'no', 'off'].includes(v.trim().toLowerCase());
    });

/** A positive whole number setting (limits), with its safe default. */
const limitNumber = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v.trim()))
    .pipe(z.string().regex(/^\d{1,7}$/, 'must be a whole number'))
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1'));

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  /** Backups of the embedded database (decision 0125); default: a `backups` folder beside DATA_DIR. */
  BACKUP_DIR: optionalString,
  DATABASE_URL: optionalString,
  DEMO_MODE: z.string().optional(),
  RESORT_TZ: z.string().default('Asia/Kolkata'),
  PUBLIC_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Village Machaan <reservations@villagemachaan.com>'),
  ADMIN_NOTIFY_EMAIL: optionalString,
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_BASE: z.string().default('https://api.razorpay.com'),
  PAYMENT_TEST_SECRET: optionalString,
  PAYMENT_PROVIDER: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim().toLowerCase()))
    .pipe(z.enum(['razorpay', 'test'], { error: 'must be "razorpay" or "test"' }).optional()),
  RESORT_PHONE: z.string().default('+91 98765 43210'),
  RESORT_EMAIL: z.string().default('stay@villagemachaan.com'),
  RESORT_NAME: z.string().default('Village Machaan'),
  RESORT_ADDRESS: z
    .string()
    .default('Village Machaan Forest Resort, near the Tiger Reserve, India'),
  /** "latitude,longitude" of the resort, for the structured data search engines read (optional). */
  RESORT_GEO: optionalString.pipe(
    z
      .string()
      .regex(/^\s*-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, 'must be "latitude,longitude"')
      .optional(),
  ),
  RESORT_GSTIN: optionalString,
  /** GST slabs on accommodation, "7500:5,*:18" (decision 0114); unset → that default. */
  GST_SLABS: optionalString,
  BANK_ACCOUNT_NAME: optionalString,
  BANK_ACCOUNT_NUMBER: optionalString,
  BANK_IFSC: optionalString,
  BANK_NAME: optionalString,
  BANK_UPI_ID: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  NODE_ENV: z.string().default('development'),
  // ---- harden-limits: trusted proxies (docs/decisions/0095) ----
  TRUST_PROXY: optionalString,
  // ---- harden: inventory hoarding limits (docs/decisions/0091); safe defaults ----
  HOLD_MAX_MINUTES: limitNumber(45),
  HOLDS_PER_CLIENT: limitNumber(20),
  // ---- what one client may hold, in unit-nights (docs/decisions/0116); safe defaults ----
  HOLDS_PER_SESSION: limitNumber(3),
  HOLD_UNIT_NIGHTS_PER_SESSION: limitNumber(90),
  HOLD_UNIT_NIGHTS_PER_CLIENT: limitNumber(180),
  HOLD_UNIT_NIGHTS_PER_CLIENT_WINDOW: limitNumber(540),
  HOLD_WINDOW_HOURS: limitNumber(24),
  // ---- live admin events (docs/decisions/0116) ----
  SSE_STREAMS_PER_SESSION: limitNumber(5),
  HOLD_REQUESTS_PER_10_MIN: limitNumber(60),
  BANK_TRANSFER_HOLD_HOURS: limitNumber(24),
  BANK_TRANSFER_REPORTS_PER_HOUR: limitNumber(5),
  BANK_TRANSFERS_UNVERIFIED_PER_CLIENT: limitNumber(2),
  // ---- unpaid website bookings (docs/decisions/0108); safe defaults ----
  BOOKING_REQUESTS_PER_HOUR: limitNumber(20),
  UNPAID_BOOKINGS_PER_CLIENT: limitNumber(5),
  UNPAID_BOOKINGS_PER_EMAIL: limitNumber(3),
  UNPAID_BOOKINGS_PER_STAY: limitNumber(2),
  UNPAID_SHARE_ALERT_PERCENT: limitNumber(50),
  GUEST_EMAILS_PER_RECIPIENT_PER_DAY: limitNumber(6),
  // ---- safari enquiries of guests who never booked are removed after this (decision 0119) ----
  SAFARI_UNBOOKED_KEEP_DAYS: limitNumber(SAFARI_UNBOOKED_KEEP_DAYS_DEFAULT),
  // ---- guests' identity numbers are erased this long after the stay ended (decision 0132) ----
  REGISTRATION_KEEP_DAYS: limitNumber(REGISTRATION_KEEP_DAYS_DEFAULT),
  // ---- channels: OTA calendar sync (docs/decisions/0122) ----
  ICAL_SYNC_MINUTES: limitNumber(15),
  ICAL_FETCH_TIMEOUT_SECONDS: limitNumber(20),
  ICAL_ALLOWED_HOSTS: optionalString,
});

export type ParsedEnv = z.infer<typeof envSchema>;
