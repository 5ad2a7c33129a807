import { CircleAlert, CircleCheck, Mail, PauseCircle } from 'lucide-react';
import { StatCard, StatGrid } from '../ui/stat-card';
import type { OutboxSummary } from './api';

/** Shown while no SMTP server is set: why messages are held. */
export function SmtpUnsetNotice() {
  return (
    <p
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <strong>E-mail delivery is not configured</strong> (no SMTP server). Messages are kept here as{' '}
      <em>Held</em> and are not sent; Retry queues one again, and it is held again until SMTP_URL is
      set.
    </p>
  );
}

/** Queued, sent, held and failed counts (`…` while loading). */
export function EmailCounts({ s }: { s: OutboxSummary | undefined }) {
  return (
    <StatGrid>
      <StatCard
        label="Queued"
        value={s ? String(s.pending) : '…'}
        icon={<Mail className="size-5" />}
        tone="bg-sky-100 text-sky-900"
      />
      <StatCard
        label="Sent"
        value={s ? String(s.sent) : '…'}
        icon={<CircleCheck className="size-5" />}
        tone="bg-green-100 text-green-900"
      />
      <StatCard
        label="Held"
        value={s ? String(s.held) : '…'}
        icon={<PauseCircle className="size-5" />}
        tone="bg-amber-100 text-amber-900"
      />
      <StatCard
        label="Failed"
        value={s ? String(s.failed) : '…'}
        icon={<CircleAlert className="size-5" />}
        tone="bg-red-100 text-red-900"
      />
    </StatGrid>
  );
}
