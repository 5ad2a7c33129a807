import { guestButtonStyles } from '../../ui/form/styles';
import { CHARGE_KIND_LABELS } from '../../../domain/folio-charges';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { todayInZone } from '../../../domain/dates';
import { type GuestBookingView } from '../../api/guest-booking';
import {
  createOrder,
  payWithTestCard,
  verifyPayment,
  type CheckoutCallback,
} from '../../api/payments';
import { siteInfoQuery } from '../../api/site-info';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { CardDialog } from '../card-dialog';
import { razorpayCheckout } from '../razorpay';
import { guestBookingKey, Section } from './page-parts';

export function Money({ b }: { b: GuestBookingView }) {
  return (
    <Section id="price-heading" title="Price">
      <dl className="mt-3 space-y-1.5 text-sm">
        {b.priceLines.map((line, i) => (
          <div key={`${line.label}-${i}`} className="flex justify-between gap-3">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{formatInr(line.amount)}</dd>
          </div>
        ))}
        {/* Charges beyond the room (the folio, decision 0120), GST included. */}
        {b.charges.map((c) => (
          <div key={c.id} className="flex justify-between gap-3">
            <dt>
              {CHARGE_KIND_LABELS[c.kind]}: {c.description}
              <span className="block text-xs text-muted">
                {c.quantity} × {formatInr(c.unitPrice)} + GST {formatInr(c.tax)}
              </span>
            </dt>
            <dd className="tabular-nums">{formatInr(c.amount)}</dd>
          </div>
        ))}
        {/* The server's money (the ledger, decision 0112), shown as it comes. */}
        <div className="flex justify-between gap-3 border-t border-sand pt-2 font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatInr(b.money.total)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Paid</dt>
          <dd className="tabular-nums">{formatInr(b.money.received)}</dd>
        </div>
        {b.money.refunded > 0 ? (
          <div className="flex justify-between gap-3">
            <dt>Refunded</dt>
            <dd className="tabular-nums">{formatInr(b.money.refunded)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt>Due</dt>
          <dd className="tabular-nums">{formatInr(b.money.due)}</dd>
        </div>
      </dl>
      {b.paymentId ? <p className="mt-2 text-xs text-muted">Payment ID: {b.paymentId}</p> : null}
    </Section>
  );
}

export function PayBalance({
  b,
  code,
  plan = 'balance',
  amount = b.balanceDue,
  title = 'Pay the balance',
}: {
  b: GuestBookingView;
  code: string;
  plan?: 'balance' | 'full';
  amount?: number;
  title?: string;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: site } = useQuery(siteInfoQuery);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pay = async (card?: { number: string; expiry: string; cvv: string; name: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      const order = await createOrder(code, plan);
      const callback: CheckoutCallback =
        order.provider === 'test'
          ? await payWithTestCard(order.orderId, card!)
          : await razorpayCheckout(order, b, [b.countryCode, b.phone].filter(Boolean).join(' '));
      await verifyPayment(code, callback);
      setOpen(false);
      toast({
        type: 'success',
        title: 'Payment Successful',
        message: 'Your payment has been processed successfully!',
      });
      await queryClient.invalidateQueries({ queryKey: guestBookingKey(code) });
    } catch (err) {
      const reason = err instanceof Error ? err.message : 'Payment processing failed';
      setFailure(reason);
      toast({ type: 'error', title: 'Payment Failed', message: reason });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id={`${plan}-heading`} title={title}>
      <p className="mt-2 text-sm text-muted">
        {plan === 'full'
          ? `${formatInr(amount)} is due${b.holdExpiresAt ? ` by ${new Date(b.holdExpiresAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: b.resortTimeZone })} (resort time)` : ''}. Your rooms are held until then.`
          : `${formatInr(amount)} is due${b.charges.length > 0 ? ' (your stay and the charges above)' : ''}. Pay it now online, or at the property (card, UPI or cash).`}
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() => (site?.paymentProvider === 'razorpay' ? void pay() : setOpen(true))}
        className={`${guestButtonStyles.primary} mt-3 print:hidden`}
      >
        <CreditCard aria-hidden className="size-4" /> Pay {formatInr(amount)} now
      </button>
      {failure && !open ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-800"
        >
          Payment failed: {failure}
        </p>
      ) : null}
      <CardDialog
        open={open}
        amount={amount}
        busy={busy}
        today={todayInZone(new Date(), b.resortTimeZone)}
        failure={failure}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
        onPay={(card) => void pay(card)}
        onCloseAutoFocus={() => undefined}
      />
    </Section>
  );
}
