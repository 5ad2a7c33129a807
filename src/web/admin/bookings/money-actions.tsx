import { useCan } from '../permissions';
import { Banknote, BadgeCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatInr } from '../../../domain/money';
import type { PropertyPaymentBody, RefundBody } from '../../../server/payments/admin-contract';
import { Button } from '../ui/button';
import { Field, inputClass } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BOOKINGS_KEY, type AdminBookingDetail } from './api';
import { recordPayment, refundBooking, verifyBankTransfer } from './money-api';

/** "Verify bank transfer", "Record payment" and "Refund" on a booking's page (decisions 0056, 0057). */
export function MoneyActions({ detail }: { detail: AdminBookingDetail }) {
  const b = detail.booking;
  const [open, setOpen] = useState<'verify' | 'payment' | 'refund' | null>(null);
  // One key per opened dialog: pressing the button again after a lost answer never pays twice.
  const [key, setKey] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PropertyPaymentBody['method']>('cash');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const show = (which: 'verify' | 'payment' | 'refund', initial: number) => {
    setKey(crypto.randomUUID());
    setAmount(initial ? String(initial) : '');
    setReference('');
    setReason('');
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
    mutationFn: () =>
      verifyBankTransfer(
        b.bookingId,
        { amount: Number(amount), ...(reference.trim() ? { reference: reference.trim() } : {}) },
        key,
      ),
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
    mutationFn: () =>
      recordPayment(
        b.bookingId,
        {
          amount: Number(amount),
          method,
          ...(reference.trim() ? { reference: reference.trim() } : {}),
        } satisfies PropertyPaymentBody,
        key,
      ),
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
    mutationFn: () =>
      refundBooking(
        b.bookingId,
        { amount: Number(amount), reason: reason.trim() } satisfies RefundBody,
        key,
      ),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Refund Processed',
      message: `${formatInr(r.amount)} refunded to ${b.guestName}`,
    }),
    failure: { title: 'Refund Failed', message: 'Refund processing failed' },
    onSuccess: close,
  });

  const amountField = (hint: string) => (
    <Field label="Amount (₹)" htmlFor="money-amount" hint={hint}>
      <input
        id="money-amount"
        className={inputClass}
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^0-9]/g, ''))}
        required
      />
    </Field>
  );
  const referenceField = (
    <Field label="Reference (optional)" htmlFor="money-reference">
      <input
        id="money-reference"
        className={inputClass}
        value={reference}
        maxLength={200}
        onChange={(e) => setReference(e.target.value)}
      />
    </Field>
  );

  return (
    <>
      {bankTransferWaiting ? (
        <Button variant="secondary" onClick={() => show('verify', Math.round(b.total / 2))}>
          <BadgeCheck aria-hidden className="size-4" /> Verify bank transfer
        </Button>
      ) : null}
      {canRecord ? (
        <Button variant="secondary" onClick={() => show('payment', due)}>
          <Banknote aria-hidden className="size-4" /> Record payment
        </Button>
      ) : null}
      {refundable > 0 && can('payments.refund') ? (
        <Button variant="secondary" onClick={() => show('refund', refundable)}>
          <Undo2 aria-hidden className="size-4" /> Refund
        </Button>
      ) : null}

      <FormDialog
        open={open === 'verify'}
        onOpenChange={(o) => !o && close()}
        title="Verify bank transfer"
        description={`Confirm only when the transfer from ${b.guestName} is in the resort's account. The booking is confirmed, the guest is e-mailed, and the record says you confirmed it.`}
        submitLabel="Verify and confirm"
        busy={verify.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          verify.mutate(undefined);
        }}
      >
        {amountField('The 50% advance the guest was asked to transfer')}
        {referenceField}
      </FormDialog>

      <FormDialog
        open={open === 'payment'}
        onOpenChange={(o) => !o && close()}
        title="Record payment at the property"
        description={`Balance due: ${formatInr(due)}. A payment cannot exceed it.`}
        submitLabel="Record payment"
        busy={record.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          record.mutate(undefined);
        }}
      >
        {amountField(`At most ${formatInr(due)}`)}
        <Field label="Method" htmlFor="money-method">
          <select
            id="money-method"
            className={inputClass}
            value={method}
            onChange={(e) => setMethod(e.target.value as PropertyPaymentBody['method'])}
          >
            <option value="cash">Cash</option>
            <option value="card">Card</option>
            <option value="upi">UPI</option>
            <option value="bank_transfer">Bank transfer</option>
          </select>
        </Field>
        {referenceField}
      </FormDialog>

      <FormDialog
        open={open === 'refund'}
        onOpenChange={(o) => !o && close()}
        title="Refund"
        description={`Up to ${formatInr(refundable)} can be refunded. Online payments go back through the payment provider; money taken at the desk is given back by hand.`}
        submitLabel="Refund"
        busy={refund.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          refund.mutate(undefined);
        }}
      >
        {amountField(`At most ${formatInr(refundable)}`)}
        <Field label="Reason" htmlFor="money-reason">
          <textarea
            id="money-reason"
            className={inputClass}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
        </Field>
      </FormDialog>
    </>
  );
}
