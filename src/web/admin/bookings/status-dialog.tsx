import { useId } from 'react';
import {
  bookingStatusLabel,
  bulkUpdatedMessage,
  confirmNeedsPaymentAck,
  statusUpdatedMessage,
  type StaffStatusAction,
} from '../../../domain/booking-status';
import { statusDialogSchema } from '../../../domain/booking-status-form';
import { PROPERTY_PAYMENT_METHODS, type PropertyPaymentMethod } from '../../../domain/enums';
import { PAYMENT_METHOD_LABELS } from '../../../domain/refunds';
import { formatInr } from '../../ui/format';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { EnumOptions, Field, useFormFields } from '../ui/field';
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

type Values = { ack: boolean; paymentMethod: PropertyPaymentMethod; reason: string };
const EMPTY: Values = { ack: false, paymentMethod: 'cash', reason: '' };

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
  const form = useZodForm({
    schema: statusDialogSchema(status),
    defaultValues: EMPTY,
    invalidToast: null,
  });
  const { id, err, input } = useFormFields(form);
  const ack = form.watch('ack');
  const unpaid = targets.filter((t) => confirmNeedsPaymentAck(t.paymentStatus));
  const needsAck = status === 'confirmed' && unpaid.length > 0;

  const close = () => {
    onOpenChange(false);
    form.reset(EMPTY);
  };

  const mutation = useAdminMutation({
    mutationFn: async ({ paymentMethod, reason }: Omit<Values, 'ack'>) => {
      const body = {
        status,
        ...(needsAck ? { paymentReceived: true, paymentMethod } : {}),
        ...(status === 'cancelled' ? { reason } : {}),
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

  // The reason's message shows under it, from the form's check or the server's answer.
  const submit = form.onValid((values) =>
    mutation.mutate(values, {
      onError: (e) => form.serverErrors(e, { others: 'skip', anyCode: true }),
    }),
  );

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
      onConfirm={() => void submit()}
      message={
        <StatusMessage status={status} who={who} needsAck={needsAck} bulk={bulk} owed={owed} />
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
            {...form.register('ack')}
          />
          <span>
            I confirm the full payment has been received
            {bulk ? ` for the ${unpaid.length} unpaid booking(s)` : ''}.
          </span>
        </label>
      ) : null}
      {needsAck ? (
        <Field label="How was it paid?" htmlFor={id('paymentMethod')} error={err('paymentMethod')}>
          <select {...input('paymentMethod')}>
            <EnumOptions values={PROPERTY_PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
          </select>
        </Field>
      ) : null}
      {status === 'cancelled' ? (
        <Field label="Reason for cancellation" htmlFor={id('reason')} error={err('reason')}>
          <textarea rows={3} maxLength={500} {...input('reason')} />
        </Field>
      ) : null}
    </ConfirmDialog>
  );
}

/** What the change does: the new status, the payment it records, what a cancellation sets off. */
function StatusMessage({
  status,
  who,
  needsAck,
  bulk,
  owed,
}: {
  status: StaffStatusAction;
  who: string;
  needsAck: boolean;
  bulk: boolean;
  owed: number;
}) {
  return (
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
  );
}
