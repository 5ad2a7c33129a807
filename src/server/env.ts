import path from 'node:path';
import { isIP } from 'node:net';
import { DEFAULT_GST_SLABS, parseGstSlabs, type GstSlabs } from '../domain/gst';
import { booleanFlag, envSchema, type ParsedEnv } from './env-schema';

// The only reader of process.env (the variables are in env-schema.ts). Everything else receives a
// validated `Config`.

/** `backups` beside the data folder: ./data → ./backups, /srv/vm/data → /srv/vm/backups. */
const defaultBackupDir = (dataDir: string) =>
  path.join(path.dirname(path.resolve(dataDir)), 'backups');

export type Config = {
  port: number;
  dataDir: string;
  /** Where the embedded database's backups go (decision 0125). */
  backupDir: string;
  databaseUrl: string | undefined;
  /** Demo data and the demo admin: only on the embedded database, unless DEMO_MODE=false. */
  demoMode: boolean;
  resortTz: string;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminNotifyEmail: string | undefined;
  razorpay:
    | { keyId: string; keySecret: string; webhookSecret: string | undefined; apiBase: string }
    | undefined;
  /**
   * Who takes payments: Razorpay when its keys are set; the built-in test gateway in demo mode or
   * with the explicit opt-in PAYMENT_PROVIDER=test. Anything else refuses to start (fail closed).
   */
  paymentProvider: 'razorpay' | 'test';
  /** PAYMENT_TEST_SECRET when given; unset → generated once and kept in the database (bootstrap). */
  paymentTestSecret: string | undefined;
  resortPhone: string;
  resortEmail: string;
  resortName: string;
  resortAddress: string;
  resortGeo: { latitude: number; longitude: number } | undefined;
  /** Printed on tax invoices when set. */
  resortGstin: string | undefined;
  /** GST on accommodation by tariff per unit-night (GST_SLABS; decision 0114). */
  gstSlabs: GstSlabs;
  /** Bank transfer details of the Half & Half dialog; undefined → bank transfer is not offered. */
  bankTransfer:
    | {
        accountName: string;
        accountNumber: string;
        ifsc: string;
        bankName: string;
        upiId: string | undefined;
        demo: boolean;
      }
    | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  production: boolean;
  /** The proxies whose X-Forwarded-For is believed (proxy-addr trust list); empty → none. */
  trustProxy: string[];
  /** Days an enquiry of a guest who never booked is kept (decision 0119). */
  safariUnbookedKeepDays: number;
  /** Days after the stay ended that guests' identity numbers are kept (decision 0132). */
  registrationKeepDays: number;
  /** Inventory hoarding limits (docs/decisions/0091); "a client" is clientIp(). */
  limits: {
    /** A hold's whole life: renewals (re-sending the same session's hold) never extend past it. */
    holdMaxMinutes: number;
    /** Stays one client address may hold at once, all its browsing sessions together (the ceiling). */
    holdsPerClient: number;
    /** Stays one browsing session may hold at once (decision 0116). */
    holdsPerSession: number;
    /** Unit-nights (rooms × nights) of holds and unpaid bookings one browsing session keeps at once. */
    holdUnitNightsPerSession: number;
    /** Unit-nights of holds and unpaid website bookings one client address keeps at once. */
    holdUnitNightsPerClient: number;
    /** Unit-nights one client address may newly take with holds within `holdWindowHours`. */
    holdUnitNightsPerClientWindow: number;
    /** The rolling window of `holdUnitNightsPerClientWindow`, in hours. */
    holdWindowHours: number;
    /** Live event streams (GET /api/admin/events) one admin session may have open at once. */
    sseStreamsPerSession: number;
    /** Hold requests (PUT /api/holds) per client per 10 minutes. */
    holdRequestsPer10Min: number;
    /** How long a reported, not yet verified bank transfer keeps the units. */
    bankTransferHoldHours: number;
    /** Bank-transfer reports per client per hour. */
    bankTransferReportsPerHour: number;
    /** Reported transfers staff have not yet verified, per client (and per e-mail) at once. */
    bankTransfersUnverifiedPerClient: number;
    /** POST /api/bookings per client per hour (decision 0108). */
    bookingRequestsPerHour: number;
    /** Live unpaid website bookings per client address, per e-mail, and per client and stay. */
    unpaidBookingsPerClient: number;
    unpaidBookingsPerEmail: number;
    unpaidBookingsPerStay: number;
    /** The dashboard warns when unpaid holds take at least this share (%) of a villa's units on a night. */
    unpaidShareAlertPercent: number;
    /** E-mails guests on the website cause to one address per 24 h; more are held for staff. */
    guestEmailsPerRecipientPerDay: number;
  };
  /** OTA calendar sync (docs/decisions/0122). */
  channels: {
    /** Every feed is fetched this often (minutes). */
    syncMinutes: number;
    /** One fetch (all redirects) gives up after this long. */
    fetchTimeoutMs: number;
    /** Hosts a feed may be fetched from even on a private or loopback address (lower case). */
    allowedHosts: string[];
  };
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (!isValidTimeZone(e.RESORT_TZ))
    throw new Error(`Invalid configuration: RESORT_TZ "${e.RESORT_TZ}" is not a time zone`);
  const demoMode = e.DATABASE_URL
    ? booleanFlag(false).parse(e.DEMO_MODE)
    : booleanFlag(true).parse(e.DEMO_MODE);
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
      ? {
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          apiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
        }
      : undefined;
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    backupDir: e.BACKUP_DIR ?? defaultBackupDir(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoMode,
    resortTz: e.RESORT_TZ,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL,
    razorpay,
    paymentProvider: providerKindOf(e, demoMode, razorpay !== undefined),
    paymentTestSecret: e.PAYMENT_TEST_SECRET,
    resortPhone: e.RESORT_PHONE,
    resortEmail: e.RESORT_EMAIL,
    resortName: e.RESORT_NAME,
    resortAddress: e.RESORT_ADDRESS,
    resortGeo: parseGeo(e.RESORT_GEO),
    resortGstin: e.RESORT_GSTIN,
    gstSlabs: gstSlabsOf(e.GST_SLABS),
    bankTransfer: bankTransferConfig(e, demoMode),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    production: e.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    safariUnbookedKeepDays: e.SAFARI_UNBOOKED_KEEP_DAYS,
    registrationKeepDays: e.REGISTRATION_KEEP_DAYS,
    limits: {
      holdMaxMinutes: e.HOLD_MAX_MINUTES,
      holdsPerClient: e.HOLDS_PER_CLIENT,
      holdsPerSession: e.HOLDS_PER_SESSION,
      holdUnitNightsPerSession: e.HOLD_UNIT_NIGHTS_PER_SESSION,
      holdUnitNightsPerClient: e.HOLD_UNIT_NIGHTS_PER_CLIENT,
      holdUnitNightsPerClientWindow: e.HOLD_UNIT_NIGHTS_PER_CLIENT_WINDOW,
      holdWindowHours: e.HOLD_WINDOW_HOURS,
      sseStreamsPerSession: e.SSE_STREAMS_PER_SESSION,
      holdRequestsPer10Min: e.HOLD_REQUESTS_PER_10_MIN,
      bankTransferHoldHours: e.BANK_TRANSFER_HOLD_HOURS,
      bankTransferReportsPerHour: e.BANK_TRANSFER_REPORTS_PER_HOUR,
      bankTransfersUnverifiedPerClient: e.BANK_TRANSFERS_UNVERIFIED_PER_CLIENT,
      bookingRequestsPerHour: e.BOOKING_REQUESTS_PER_HOUR,
      unpaidBookingsPerClient: e.UNPAID_BOOKINGS_PER_CLIENT,
      unpaidBookingsPerEmail: e.UNPAID_BOOKINGS_PER_EMAIL,
      unpaidBookingsPerStay: e.UNPAID_BOOKINGS_PER_STAY,
      unpaidShareAlertPercent: Math.min(e.UNPAID_SHARE_ALERT_PERCENT, 100),
      guestEmailsPerRecipientPerDay: e.GUEST_EMAILS_PER_RECIPIENT_PER_DAY,
    },
    channels: {
      syncMinutes: e.ICAL_SYNC_MINUTES,
      fetchTimeoutMs: e.ICAL_FETCH_TIMEOUT_SECONDS * 1000,
      allowedHosts: (e.ICAL_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
  };
}

function gstSlabsOf(value: string | undefined): GstSlabs {
  if (value === undefined) return DEFAULT_GST_SLABS;
  const parsed = parseGstSlabs(value);
  if ('issues' in parsed)
    throw new Error(
      `Invalid configuration: GST_SLABS "${value}": ${parsed.issues.join('; ')} (e.g. "7500:5,*:18")`,
    );
  return parsed.slabs;
}

const PAYMENTS_NOT_CONFIGURED =
  'Invalid configuration: payments are not configured. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, ' +
  'or set PAYMENT_PROVIDER=test to take test payments on purpose (the built-in test gateway collects no money).';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: comma-separated addresses/CIDRs or the names loopback, linklocal, uniquelocal.
 * Checked here (proxy-addr would throw later, on the first request); unset → trust nobody.
 */
function parseTrustProxy(value: string | undefined): string[] {
  if (!value) return [];
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (PROXY_NAMES.has(entry)) continue;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const bitsOk =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    if (!family || !bitsOk || extra !== undefined) {
      throw new Error(
        `Invalid configuration: TRUST_PROXY entry "${entry}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return entries;
}

/**
 * Fail closed: outside demo mode the built-in test gateway (whose test card confirms bookings) is
 * used only on the explicit opt-in PAYMENT_PROVIDER=test; without Razorpay keys otherwise, no start.
 */
function providerKindOf(
  e: ParsedEnv,
  demoMode: boolean,
  hasRazorpayKeys: boolean,
): Config['paymentProvider'] {
  if (e.PAYMENT_PROVIDER === 'test') return 'test';
  if (hasRazorpayKeys) return 'razorpay';
  if (e.PAYMENT_PROVIDER === 'razorpay') {
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.',
    );
  }
  if (demoMode) return 'test';
  throw new Error(PAYMENTS_NOT_CONFIGURED);
}

/** Real bank details when all four are set; demo placeholders (marked demo) only in demo mode. */
function bankTransferConfig(e: ParsedEnv, demoMode: boolean): Config['bankTransfer'] {
  if (e.BANK_ACCOUNT_NAME && e.BANK_ACCOUNT_NUMBER && e.BANK_IFSC && e.BANK_NAME) {
    return {
      accountName: e.BANK_ACCOUNT_NAME,
      accountNumber: e.BANK_ACCOUNT_NUMBER,
      ifsc: e.BANK_IFSC,
      bankName: e.BANK_NAME,
      upiId: e.BANK_UPI_ID,
      demo: false,
    };
  }
  if (!demoMode) return undefined;
  return {
    accountName: 'Village Machaan Resorts (demo)',
    accountNumber: '000000000000',
    ifsc: 'DEMO0000000',
    bankName: 'Demo Bank',
    upiId: undefined,
    demo: true,
  };
}

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** LOG_LEVEL for the server's logger (pino): default `info`, `silent` under the test runner. */
export function logLevelFromEnv(
  env: Record<string, string | undefined> = process.env,
): (typeof LOG_LEVELS)[number] {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  const level = LOG_LEVELS.find((l) => l === wanted);
  if (level) return level;
  return env.NODE_ENV === 'test' || env.VITEST ? 'silent' : 'info';
}

function parseGeo(value: string | undefined): Config['resortGeo'] {
  if (!value) return undefined;
  const [latitude, longitude] = value.split(',').map((n) => Number(n.trim())) as [number, number];
  return { latitude, longitude };
}
