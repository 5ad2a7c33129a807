import { formatInr } from '../../ui/format';
import { useCan } from '../permissions';
import { Badge } from '../ui/status-badge';
import type { AdminBookingDetail } from './api';
import { RefundRetryButton } from './refund-retry-button';

/**
 * A booking's refunds on its admin page (decisions 0057, 0121): amount, channel, who and why, the
 * provider's failure, the state, and "Retry" on a failed one.
 */
export function RefundLines({
  detail,
  when,
}: {
  detail: AdminBookingDetail;
  when: (iso: string | null) => string;
}) {
  const b = detail.booking;
  const canRefund = useCan()('payments.refund');
  if (detail.refunds.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold">Refunds</h3>
      <ul className="divide-y divide-sand text-sm">
        {detail.refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium">
                {formatInr(r.amount)} ·{' '}
                {r.channel === 'manual'
                  ? 'By hand'
                  : r.channel === 'test'
                    ? 'Test gateway'
                    : 'Razorpay'}
              </p>
              <p className="text-xs break-all text-muted">
                {r.reason} · {r.requestedByName} · {when(r.createdAt)}
                {r.paymentId ? ` · Payment ${r.paymentId}` : ''}
                {r.failureReason ? ` · ${r.failureReason}` : ''}
              </p>
            </div>
            <div className="flex items-center gap-2">
              {r.status === 'failed' && canRefund ? (
                <RefundRetryButton bookingId={b.bookingId} refund={r} />
              ) : null}
              <Badge
                className={
                  r.status === 'processed'
                    ? 'bg-green-100 text-green-900'
                    : r.status === 'failed'
                      ? 'bg-red-100 text-red-900'
                      : 'bg-amber-100 text-amber-900'
                }
              >
                {r.status === 'processed'
                  ? 'Refunded'
                  : r.status === 'failed'
                    ? 'Failed'
                    : 'Pending'}
              </Badge>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">
        Refunded {formatInr(detail.money.refunded)} of {formatInr(detail.money.received)} received
      </p>
    </>
  );
}
