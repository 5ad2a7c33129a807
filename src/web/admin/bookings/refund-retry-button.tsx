import { RotateCcw } from 'lucide-react';
import { formatInr } from '../../../domain/money';
import type { RefundLine } from '../../../server/payments/admin-contract';
import { Button } from '../ui/button';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BOOKINGS_KEY } from './api';
import { retryRefund } from './money-api';

/**
 * "Retry" on a failed refund line (decision 0121): sends the same refund again with a new attempt
 * key; the server answers a refund already on its way as it stands, so a double click refunds once.
 */
export function RefundRetryButton({
  bookingId,
  refund,
}: {
  bookingId: string;
  refund: RefundLine;
}) {
  const retry = useAdminMutation({
    mutationFn: () => retryRefund(bookingId, refund.id),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: r.outcome === 'processed' ? 'Refund Processed' : 'Refund Sent Again',
      message:
        r.outcome === 'processed'
          ? `${formatInr(r.amount)} refunded; the guest's refund e-mail is queued`
          : `${formatInr(r.amount)} is with the payment provider; it settles within days`,
    }),
    failure: { title: 'Refund Failed', message: 'Failed to retry the refund' },
  });
  return (
    <Button
      variant="secondary"
      className="px-3 py-1.5 text-xs"
      disabled={retry.isPending}
      aria-label={`Retry the refund of ${formatInr(refund.amount)}`}
      onClick={() => retry.mutate(undefined)}
    >
      <RotateCcw aria-hidden className="size-3.5" />
      {retry.isPending ? 'Retrying…' : 'Retry'}
    </Button>
  );
}
