import { lt } from 'drizzle-orm';
import { expireUnpaidBookings } from '../bookings/expiry';
import { syncDueFeeds } from '../channels/service';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { deliverDueEmails, type Mailer } from '../email/delivery';
import { sendScheduledGuestEmails } from '../email/scheduled-service';
import { sendReviewRequests } from '../reviews/service';
import type { Config } from '../env';
import { purgeExpiredLimits } from '../http/rate-limit';
import { purgeOldHoldGrants } from '../holds/inventory-caps-service';
import type { PaymentProvider } from '../payments/provider';
import { reconcileOpenOrders } from '../payments/reconcile';
import { reconcilePendingRefunds } from '../payments/refund-reconcile-service';
import { eraseExpiredIdentityNumbers } from '../registrations/retention-service';
import { purgeUnbookedSafariEnquiries } from '../safari/admin-service';
import { scheduledBackupJob } from '../backups/service';
import type { JobDefinition } from './runner';

const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;

/** The background jobs of bookings, payments and e-mail. */
export function backgroundJobs(deps: {
  db: Db;
  config: Config;
  now: () => Date;
  provider: PaymentProvider;
  mailer: Mailer | undefined;
  /** The embedded database's dump: a daily backup (decision 0125). Absent on PostgreSQL. */
  dump?: () => Promise<Blob>;
}): JobDefinition[] {
  const { db, config, now, provider, mailer, dump } = deps;
  return [
    ...(dump ? [scheduledBackupJob({ db, dump }, config.backupDir, now)] : []),
    {
      name: 'booking-expiry',
      everyMs: 30_000,
      run: async () => {
        const t = now();
        await expireUnpaidBookings(db, t);
        await db
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, new Date(t.getTime() - IDEMPOTENCY_KEEP_MS)));
      },
    },
    {
      // Rate-limit counters whose window has ended (docs/decisions/0096), and hold grants older
      // than the hold window (decision 0116).
      name: 'rate-limit-purge',
      everyMs: 5 * 60_000,
      run: async () => {
        await purgeExpiredLimits(db, now());
        await purgeOldHoldGrants(db, now(), config.limits);
      },
    },
    {
      name: 'email-delivery',
      everyMs: 10_000,
      run: async () => {
        // Drain what is due now (several batches), then wait for the next tick.
        for (let i = 0; i < 10; i++) {
          const r = await deliverDueEmails(db, { now: now(), mailer, from: config.mailFrom });
          if (r.sent + r.retried + r.failed + r.held === 0) break;
        }
      },
    },
    {
      // Payment reminders (7 and 2 days before arrival) and the pre-arrival e-mail (decision 0085).
      name: 'guest-reminders',
      everyMs: 10 * 60_000,
      run: () => sendScheduledGuestEmails(db, config, now()),
    },
    {
      // Safari enquiries of guests who never booked, once SAFARI_UNBOOKED_KEEP_DAYS old (0119).
      name: 'safari-unbooked-purge',
      everyMs: 60 * 60_000,
      run: async () => {
        await purgeUnbookedSafariEnquiries(db, now(), config.safariUnbookedKeepDays);
      },
    },
    {
      // Guests' identity numbers, REGISTRATION_KEEP_DAYS after the stay ended (decision 0132).
      name: 'registration-retention',
      everyMs: 60 * 60_000,
      run: async () => {
        await eraseExpiredIdentityNumbers(db, {
          now: now(),
          timeZone: config.resortTz,
          keepDays: config.registrationKeepDays,
        });
      },
    },
    {
      // OTA calendars (docs/decisions/0122): each feed ICAL_SYNC_MINUTES after its last fetch.
      name: 'channel-sync',
      everyMs: 60_000,
      run: async () => {
        await syncDueFeeds(db, config, now);
      },
    },
    {
      // The review request, two days after check-out (decision 0131).
      name: 'review-requests',
      everyMs: 60 * 60_000,
      run: () => sendReviewRequests(db, config, now()),
    },
    {
      name: 'payment-reconciliation',
      everyMs: 5 * 60_000,
      run: () => reconcileOpenOrders({ db, provider, config }, now()),
    },
    {
      // Refunds still pending at the provider after 2 minutes: asked about, or sent again with the
      // same key when the first call got no answer (decision 0121).
      name: 'refund-reconciliation',
      everyMs: 10 * 60_000,
      run: async () => {
        await reconcilePendingRefunds({ db, provider, config, now });
      },
    },
  ];
}
