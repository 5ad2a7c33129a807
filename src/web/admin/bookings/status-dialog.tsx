import { useId, useState } from 'react';
import {
  bookingStatusLabel,
  bulkUpdatedMessage,
  confirmNeedsPaymentAck,
  statusUpdatedMessage,
  type StaffStatusAction,
} from '../../../domain/booking-status';
import { PROPERTY_PAYMENT_METHODS, type PropertyPaymentMethod } from '../../../domain/enums';
import { PAYMENT_METHOD_LABELS } from '../../../domain/refunds';
import { ApiError } from '../../api/client';
import { formatInr } from '../../ui/format';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { inputClass } from '../ui/field';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  BOOKINGS_KEY,
  bulkChangeStatus,
  changeBookingStatus,
  type AdminBookingListItem,
} from './api';

/** What a status action works on: one booking (quick action) or the selection (bulk). */
export type StatusTarget = Pick<
  AdminBookingListItem,
  'bookingId' | 'guestName' | 'paymentStatus' | 'remainingAmount' | 'total'
>;

const VERB: Record<StaffStatusAction, { title: string; button: string }> = {
  confirmed: { title: 'Confirm', button: 'Confirm Booking' },
  completed: { title: 'Complete', button: 'Mark Completed' },
  cancelled: { title: 'Cancel', button: 'Cancel Booking' },
};

/**
 * The danger dialog in front of every status change. Confirming asks staff to say the money was
 * received (it marks the payment paid); cancelling asks for the reason (kept in the history; the
 * guest is e-mailed and the units are freed at once).
 */
export function StatusDialog({
  targets,
  status,
  open,
  onOpenChange,
  onDone,
  bulk = false,
}: {
  targets: StatusTarget[];
  /** A bulk action (even on one selected booking): the bulk endpoint and toasts. */
  bulk?: boolean;
  status: StaffStatusAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  const ackId = useId();
  const reasonId = useId();
  const methodId = useId();
  const [ack, setAck] = useState(false);
  const [method, setMethod] = useState<PropertyPaymentMethod>('cash');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const unpaid = targets.filter((t) => confirmNeedsPaymentAck(t.paymentStatus));
  const needsAck = status === 'confirmed' && unpaid.length > 0;

  const close = () => {
    onOpenChange(false);
    setAck(false);
    setReason('');
    setReasonError(undefined);
  };

  const mutation = useAdminMutation({
    mutationFn: async () => {
      const body = {
        status,
        ...(needsAck ? { paymentReceived: true, paymentMethod: method } : {}),
        ...(status === 'cancelled' ? { reason: reason.trim() } : {}),
      };
      if (bulk) return bulkChangeStatus({ ...body, bookingIds: targets.map((t) => t.bookingId) });
      await changeBookingStatus(targets[0]!.bookingId, body);
      return { updated: 1, skipped: [] };
    },
    invalidate: [BOOKINGS_KEY, ['admin', 'dashboard']],
    success: (result) =>
      bulk
        ? {
            type: result.skipped.length ? 'warning' : 'success',
            title: 'Bulk Update Complete',
            message:
              bulkUpdatedMessage(result.updated) +
              (result.skipped.length
                ? `; ${result.skipped.length} not changed: ${result.skipped.map((s) => `${s.bookingId} (${s.reason})`).join(', ')}`
                : ''),
          }
        : { type: 'success', title: 'Status Updated', message: statusUpdatedMessage(status) },
    failure: bulk
      ? { title: 'Bulk Update Failed', message: 'Failed to update bookings' }
      : { title: 'Update Failed', message: 'Failed to update booking status' },
    onSuccess: () => {
      close();
      onDone?.();
    },
  });

  const submit = () => {
    if (status === 'cancelled' && !reason.trim()) {
      setReasonError('Please give a reason for the cancellation');
      document.getElementById(reasonId)?.focus();
      return;
    }
    mutation.mutate(undefined, {
      onError: (err) => {
        if (err instanceof ApiError && err.fields?.reason) setReasonError(err.fields.reason);
      },
    });
  };

  const who = bulk
    ? `${targets.length} selected booking(s)`
    : `booking ${targets[0]?.bookingId} (${targets[0]?.guestName})`;
  const owed = unpaid.reduce((sum, t) => sum + t.remainingAmount, 0);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={`${VERB[status].title} ${bulk ? `${targets.length} Booking(s)` : 'Booking'}`}
      tone={status === 'confirmed' ? 'primary' : 'danger'}
      confirmLabel={VERB[status].button}
      busy={mutation.isPending}
      confirmDisabled={needsAck && !ack}
      onConfirm={submit}
      message={
        <>
          <p>
            Change {who} to <strong>{bookingStatusLabel(status)}</strong>?
          </p>
          {status === 'confirmed' && needsAck ? (
            <p className="mt-2">
              Confirming records the payment of what is due
              {bulk ? '' : ` (${formatInr(owed)})`} as received at the desk, and marks the payment{' '}
              <strong>Paid</strong>. Do this only when the money has been received. Your name is
              recorded on the booking.
            </p>
          ) : null}
          {status === 'cancelled' ? (
            <p className="mt-2">
              The units are freed at once and the guest is e-mailed. Refunds are made separately.
            </p>
          ) : null}
          {bulk ? (
            <p className="mt-2 text-muted">
              Bookings that cannot make this change are left as they are and listed afterwards.
            </p>
          ) : null}
        </>
      }
    >
      {needsAck ? (
        <label
          htmlFor={ackId}
          className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-ink"
        >
          <input
            id={ackId}
            type="checkbox"
            className="mt-0.5 size-4 accent-forest"
            checked={ack}
            onChange={(e) => setAck(e.target.checked)}
          />
          <span>
            I confirm the full payment has been received
            {bulk ? ` for the ${unpaid.length} unpaid booking(s)` : ''}.
          </span>
        </label>
      ) : null}
      {needsAck ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={methodId} className="text-sm font-medium text-ink">
            How was it paid?
          </label>
          <select
            id={methodId}
            className={inputClass}
            value={method}
            onChange={(e) => setMethod(e.target.value as PropertyPaymentMethod)}
          >
            {PROPERTY_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {status === 'cancelled' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium text-ink">
            Reason for cancellation
          </label>
          <textarea
            id={reasonId}
            className={inputClass}
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(undefined);
            }}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="text-sm text-red-700">
              {reasonError}
            </p>
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
