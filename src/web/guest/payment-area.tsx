import { useQuery } from '@tanstack/react-query';
import { Building2, Check, CreditCard, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { todayInZone } from '../../domain/dates';
import type { CreatedBooking } from '../api/bookings';
import { type PaymentPlan } from '../api/payments';
import { siteInfoQuery } from '../api/site-info';
import { formatInr } from '../ui/format';
import { CardDialog } from './card-dialog';
import { BankTransferDialog } from './bank-transfer-dialog';
import { usePayment, type PaidOutcome, type Progress } from './use-payment';

export type { PaidOutcome } from './use-payment';

const PROGRESS: [Progress, string][] = [
  ['processing', 'Processing Payment'],
  ['updating', 'Updating Booking'],
  ['emailing', 'Sending Confirmation'],
  ['completing', 'Finalizing'],
];

/** Pay Online (card) or Pay Half & Half (50% now online or by bank transfer), on the server's amounts. */
export function PaymentArea({
  booking,
  contact,
  onPaid,
}: {
  booking: CreatedBooking;
  /** The guest's phone with country code, to prefill the provider's checkout. */
  contact: string;
  onPaid(outcome: PaidOutcome): void;
}) {
  const { data: site } = useQuery(siteInfoQuery);
  const [choice, setChoice] = useState<'online' | 'half'>('online');
  const half = booking.halfAdvance;
  const {
    progress,
    failure,
    busy,
    cardPlan,
    setCardPlan,
    bankOpen,
    setBankOpen,
    headingRef,
    openDialog,
    returnFocus,
    pay,
    confirmTransfer,
  } = usePayment({ booking, contact, onPaid });
  const startOnline = (plan: PaymentPlan) => {
    if (site?.paymentProvider === 'razorpay') void pay(plan);
    else openDialog(() => setCardPlan(plan));
  };

  return (
    <section
      aria-labelledby="payment-heading"
      className="space-y-4 rounded-2xl border-2 border-moss/40 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h3 id="payment-heading" ref={headingRef} tabIndex={-1} className="text-xl outline-none">
          Payment
        </h3>
        <p className="text-sm text-muted">
          Booking <strong className="text-ink">{booking.bookingId}</strong> · total{' '}
          {formatInr(booking.total)}. Your villa is held for 15 minutes while you pay.
        </p>
      </div>
      <fieldset disabled={busy} className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Payment option</legend>
        <ChoiceCard
          checked={choice === 'online'}
          onSelect={() => setChoice('online')}
          title="Pay Online"
          detail={`Pay the full ${formatInr(booking.total)} now by card`}
          icon={<CreditCard aria-hidden className="size-5 text-moss" />}
        />
        <ChoiceCard
          checked={choice === 'half'}
          onSelect={() => setChoice('half')}
          title="Pay Half & Half"
          detail="50% now, 50% at the property"
          icon={<Building2 aria-hidden className="size-5 text-moss" />}
        />
      </fieldset>

      {choice === 'online' ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => startOnline('full')}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-forest px-5 py-3 font-semibold text-white hover:bg-moss disabled:bg-sand disabled:text-muted sm:w-auto"
        >
          <CreditCard aria-hidden className="size-4" /> Pay {formatInr(booking.total)}
        </button>
      ) : (
        <div className="space-y-3 rounded-xl bg-cream p-3">
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted">Pay now (50%)</dt>
              <dd className="text-lg font-semibold text-forest">{formatInr(half)}</dd>
            </div>
            <div>
              <dt className="text-muted">Pay at the property</dt>
              <dd className="text-lg font-semibold text-ink">
                {formatInr(Math.max(0, booking.total - half))}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted">
            The remaining 50% is paid at check-in, by card, UPI or cash.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              disabled={busy}
              onClick={() => startOnline('half')}
              className="inline-flex items-center justify-center gap-2 rounded-full bg-forest px-5 py-2.5 font-semibold text-white hover:bg-moss disabled:bg-sand disabled:text-muted"
            >
              <CreditCard aria-hidden className="size-4" /> Pay {formatInr(half)} Online
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => openDialog(() => setBankOpen(true))}
              className="inline-flex items-center justify-center gap-2 rounded-full border-2 border-forest px-5 py-2.5 font-semibold text-forest hover:bg-sand disabled:cursor-not-allowed disabled:border-sand disabled:text-muted disabled:hover:bg-transparent"
            >
              <Building2 aria-hidden className="size-4" /> Pay by Bank Transfer
            </button>
          </div>
        </div>
      )}

      {progress ? <ProgressList current={progress} /> : null}
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-800"
        >
          Payment failed: {failure}
        </p>
      ) : null}

      <CardDialog
        open={cardPlan !== null}
        amount={cardPlan === 'half' ? half : booking.total}
        busy={busy}
        today={todayInZone(new Date(), site?.resortTz ?? 'Asia/Kolkata')}
        failure={failure}
        onClose={() => {
          if (!busy) setCardPlan(null);
        }}
        onPay={(card) => void pay(cardPlan ?? 'full', card)}
        onCloseAutoFocus={returnFocus}
      />
      <BankTransferDialog
        open={bankOpen}
        amount={half}
        bookingId={booking.bookingId}
        onClose={() => setBankOpen(false)}
        onCloseAutoFocus={returnFocus}
        onConfirm={confirmTransfer}
      />
    </section>
  );
}

function ChoiceCard({
  checked,
  onSelect,
  title,
  detail,
  icon,
}: {
  checked: boolean;
  onSelect(): void;
  title: string;
  detail: string;
  icon: ReactNode;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 ${checked ? 'border-moss bg-moss/5' : 'border-sand hover:bg-cream'}`}
    >
      <input
        type="radio"
        name="payment-option"
        checked={checked}
        onChange={onSelect}
        className="mt-1 accent-forest"
      />
      <span>
        <span className="flex items-center gap-2 font-semibold text-ink">
          {icon} {title}
        </span>
        <span className="block text-sm text-muted">{detail}</span>
      </span>
    </label>
  );
}

function ProgressList({ current }: { current: Progress }) {
  const index = PROGRESS.findIndex(([p]) => p === current);
  return (
    <ol className="grid gap-1.5 text-sm" aria-label="Payment progress" aria-live="polite">
      {PROGRESS.map(([key, label], i) => (
        <li
          key={key}
          className={`flex items-center gap-2 ${i <= index ? 'text-forest' : 'text-muted'}`}
          aria-current={i === index ? 'step' : undefined}
        >
          {i < index ? (
            <Check aria-hidden className="size-4" />
          ) : i === index ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <span aria-hidden className="size-4 rounded-full border border-sand" />
          )}
          {label}
        </li>
      ))}
    </ol>
  );
}
