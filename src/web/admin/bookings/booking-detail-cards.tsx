import { formatInr } from '../../ui/format';
import { Card } from '../ui/card';
import { formatStaffDate, humaniseTimes, useResortTz } from '../ui/resort-time';
import { Badge, StatusBadge } from '../ui/status-badge';
import type { AdminBookingDetail } from './api';
import { RefundLines } from './refund-lines';

/** A time as staff read it (the resort's zone), or a dash. */
type When = (iso: string | null) => string;

/** A payment order's plan in staff's words: a balance payment is not "Full" (decision 0121). */
const PLAN_LABELS: Record<AdminBookingDetail['payments'][number]['plan'], string> = {
  full: 'Full',
  half: 'Advance (half)',
  balance: 'Balance',
};

/** Payment attempts online, money received by staff, and the refunds. */
export function PaymentsCard({ detail, when }: { detail: AdminBookingDetail; when: When }) {
  return (
    <Card title="Payments">
      {detail.payments.length === 0 ? (
        <p className="text-sm text-muted">No payment attempts.</p>
      ) : (
        <ul className="divide-y divide-sand text-sm">
          {detail.payments.map((p) => (
            <li key={p.orderId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {formatInr(p.amount)} · {PLAN_LABELS[p.plan]} ·{' '}
                  {p.provider === 'test' ? 'Test gateway' : 'Razorpay'}
                </p>
                <p className="text-xs break-all text-muted">
                  Order {p.orderId}
                  {p.paymentId ? ` · Payment ${p.paymentId}` : ''} · {when(p.paidAt ?? p.createdAt)}
                  {p.failureReason ? ` · ${p.failureReason}` : ''}
                </p>
              </div>
              <Badge
                className={
                  p.status === 'paid'
                    ? 'bg-green-100 text-green-900'
                    : p.status === 'failed'
                      ? 'bg-red-100 text-red-900'
                      : 'bg-amber-100 text-amber-900'
                }
              >
                {p.status}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {detail.propertyPayments.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">Received by staff</h3>
          <ul className="divide-y divide-sand text-sm">
            {detail.propertyPayments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <p className="font-medium">
                  {formatInr(p.amount)} ·{' '}
                  {p.method === 'upi'
                    ? 'UPI'
                    : p.method === 'bank_transfer'
                      ? 'Bank transfer'
                      : p.method === 'card'
                        ? 'Card'
                        : 'Cash'}
                </p>
                <p className="text-xs text-muted">
                  {p.receivedByName} · {when(p.createdAt)}
                  {p.reference ? ` · Ref ${p.reference}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <RefundLines detail={detail} when={when} />
    </Card>
  );
}

/** The guest's safari enquiries with the resort's answers, and the e-mails sent about the booking. */
export function EnquiriesAndEmails({ detail, when }: { detail: AdminBookingDetail; when: When }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card title="Safari enquiries">
        {detail.safariEnquiries.length === 0 ? (
          <p className="text-sm text-muted">None.</p>
        ) : (
          <ul className="divide-y divide-sand text-sm">
            {detail.safariEnquiries.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {q.safariName} ·{' '}
                  {q.preferredDate ? formatStaffDate(q.preferredDate) : 'date open'}
                  {q.preferredTiming ? `, ${q.preferredTiming}` : ''} · {q.numberOfPersons}{' '}
                  person(s)
                </span>
                <StatusBadge kind="safari" status={q.status} />
                {q.response && (
                  <p className="w-full text-sm break-words">
                    <span className="font-medium">Resort's answer:</span> {q.response}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="E-mails">
        {detail.emails.length === 0 ? (
          <p className="text-sm text-muted">None.</p>
        ) : (
          <ul className="divide-y divide-sand text-sm">
            {detail.emails.map((e) => (
              <li key={e.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{e.subject}</p>
                  <p className="text-xs break-all text-muted">
                    To {e.to} · {when(e.sentAt ?? e.createdAt)}
                    {e.lastError ? ` · ${e.lastError}` : ''}
                  </p>
                </div>
                <Badge
                  className={
                    e.status === 'sent'
                      ? 'bg-green-100 text-green-900'
                      : e.status === 'failed'
                        ? 'bg-red-100 text-red-900'
                        : 'bg-amber-100 text-amber-900'
                  }
                >
                  {e.status}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

const show = (v: unknown): string =>
  v === null || v === undefined || v === ''
    ? '—'
    : Array.isArray(v)
      ? v.join(', ') || '—'
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);
const fieldLabel = (f: string) =>
  f.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** The booking's history: who did what, and each field's change. */
export function ActivityCard({
  activity,
  when,
}: {
  activity: AdminBookingDetail['activity'];
  when: When;
}) {
  const tz = useResortTz();
  return (
    <Card title="Activity">
      {activity.length === 0 ? (
        <p className="text-sm text-muted">No activity yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {activity.map((a) => (
            <li key={a.id} className="border-l-2 border-moss pl-3">
              <p className="text-sm text-ink">{humaniseTimes(a.description, tz)}</p>
              <p className="text-xs text-muted">
                {a.actorName} · <time dateTime={a.at}>{when(a.at)}</time>
              </p>
              {Object.keys(a.changes).length ? (
                <ul className="mt-1 text-xs text-muted">
                  {Object.entries(a.changes).map(([field, c]) => (
                    <li key={field}>
                      {fieldLabel(field)}:{' '}
                      <span className="text-ink">{humaniseTimes(show(c.before), tz)}</span> →{' '}
                      <span className="text-ink">{humaniseTimes(show(c.after), tz)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
