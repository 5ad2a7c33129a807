import { useCan } from '../permissions';
import { Banknote, BadgeCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatInr } from '../../../domain/money';
import type {
  PropertyPaymentBody,
  RefundBody,
  VerifyBankTransferBody,
} from '../../../server/payments/admin-contract';
import { Button } from '../ui/button';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BOOKINGS_KEY, type AdminBookingDetail } from './api';
import { recordPayment, refundBooking, verifyBankTransfer } from './money-api';
import { RecordPaymentDialog, RefundDialog, VerifyTransferDialog } from './money-dialogs';

/** "Verify bank transfer", "Record payment" and "Refund" on a booking's page (decisions 0056, 0057). */
export function MoneyActions({ detail }: { detail: AdminBookingDetail }) {
  const b = detail.booking;
  const [open, setOpen] = useState<'verify' | 'payment' | 'refund' | null>(null);
  // One key per opened dialog: pressing the button again after a lost answer never pays twice.
  const [key, setKey] = useState('');
  const show = (which: 'verify' | 'payment' | 'refund') => {
    setKey(crypto.randomUUID());
    setOpen(which);
  };
  const close = () => setOpen(null);
  const bankTransferWaiting =
    b.paymentMethod === 'bank_transfer' && b.paymentStatus === 'pending' && b.status === 'pending';
  // What is due comes from the ledger, charges included (decision 0112).
  const due = detail.money.due;
  const canRecord = due > 0;
  const refundable = detail.money.refundable;
  const can = useCan();

  const verify = useAdminMutation({
    mutationFn: (body: VerifyBankTransferBody) => verifyBankTransfer(b.bookingId, body, key),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Bank Transfer Verified',
      message: `${formatInr(r.amount)} received; booking confirmed and the guest's confirmation is queued`,
    }),
    failure: { title: 'Verification Failed', message: 'Failed to verify the bank transfer' },
    onSuccess: close,
  });
  const record = useAdminMutation({
    mutationFn: (body: PropertyPaymentBody) => recordPayment(b.bookingId, body, key),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Payment Recorded',
      message:
        r.remainingAmount === 0
          ? `${formatInr(r.amount)} received; the booking is paid in full`
          : `${formatInr(r.amount)} received; ${formatInr(r.remainingAmount)} still due`,
    }),
    failure: { title: 'Payment Failed', message: 'Failed to record the payment' },
    onSuccess: close,
  });
  const refund = useAdminMutation({
    mutationFn: (body: RefundBody) => refundBooking(b.bookingId, body, key),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Refund Processed',
      message: `${formatInr(r.amount)} refunded to ${b.guestName}`,
    }),
    failure: { title: 'Refund Failed', message: 'Refund processing failed' },
    onSuccess: close,
  });

  return (
    <>
      {bankTransferWaiting ? (
        <Button variant="secondary" onClick={() => show('verify')}>
          <BadgeCheck aria-hidden className="size-4" /> Verify bank transfer
        </Button>
      ) : null}
      {canRecord ? (
        <Button variant="secondary" onClick={() => show('payment')}>
          <Banknote aria-hidden className="size-4" /> Record payment
        </Button>
      ) : null}
      {refundable > 0 && can('payments.refund') ? (
        <Button variant="secondary" onClick={() => show('refund')}>
          <Undo2 aria-hidden className="size-4" /> Refund
        </Button>
      ) : null}

      <VerifyTransferDialog
        open={open === 'verify'}
        onClose={close}
        initial={Math.round(b.total / 2)}
        guestName={b.guestName}
        busy={verify.isPending}
        onSend={(body, onError) => verify.mutate(body, { onError })}
      />
      <RecordPaymentDialog
        open={open === 'payment'}
        onClose={close}
        initial={due}
        busy={record.isPending}
        onSend={(body, onError) => record.mutate(body, { onError })}
      />
      <RefundDialog
        open={open === 'refund'}
        onClose={close}
        initial={refundable}
        busy={refund.isPending}
        onSend={(body, onError) => refund.mutate(body, { onError })}
      />
    </>
  );
}
