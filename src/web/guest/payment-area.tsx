import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Building2, Check, CreditCard, Loader2, X } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { CARD_LIMITS, cardSchema, formatCardNumber, formatExpiry } from '../../domain/card-form';
import { todayInZone } from '../../domain/dates';
import type { CreatedBooking } from '../api/bookings';
import { ApiError } from '../api/client';
import {
  createOrder,
  fetchBankDetails,
  payWithTestCard,
  reportBankTransfer,
  verifyPayment,
  type CheckoutCallback,
  type PaymentOrder,
  type PaymentPlan,
} from '../api/payments';
import { siteInfoQuery } from '../api/site-info';
import { formatInr } from '../ui/format';
import { TOAST_REGION_ATTR, useDismissToasts, useToast } from '../ui/toast';

export type PaidOutcome = {
  method: 'card' | 'bank_transfer';
  plan: PaymentPlan;
  paymentId: string | null;
  paidAmount: number;
  remainingAmount: number;
  total: number;
  emailQueued: boolean;
  /** Bank transfer: when the reserved units are released unless the transfer has arrived (ISO). */
  transferDeadline: string | null;
};

type Progress = 'processing' | 'updating' | 'emailing' | 'completing';
const PROGRESS: [Progress, string][] = [
  ['processing', 'Processing Payment'],
  ['updating', 'Updating Booking'],
  ['emailing', 'Sending Confirmation'],
  ['completing', 'Finalizing'],
];

/** Closing or tapping a toast (drawn above the overlay) must not close the dialog under it. */
function keepOpenOnToast(event: { target: EventTarget | null; preventDefault(): void }) {
  if (event.target instanceof Element && event.target.closest(`[${TOAST_REGION_ATTR}]`))
    event.preventDefault();
}

/** The frame of both payment dialogs: modal, centred, scrollable on small phones, opening on `initialFocusId`. */
function PaymentDialog({
  open,
  onClose,
  onCloseAutoFocus,
  initialFocusId,
  widthRem,
  children,
}: {
  open: boolean;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
  initialFocusId: string;
  widthRem: number;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          onInteractOutside={keepOpenOnToast}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(initialFocusId)?.focus();
          }}
          style={{ width: `min(${widthRem}rem, calc(100vw - 1.5rem))` }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[95dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Card = { number: string; expiry: string; cvv: string; name: string };

const inputClass =
  'w-full rounded-lg border border-sand bg-white px-3 py-2.5 text-ink shadow-sm focus-visible:border-forest aria-invalid:border-red-700';

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
  const toast = useToast();
  const dismissToasts = useDismissToasts();
  const { data: site } = useQuery(siteInfoQuery);
  const [choice, setChoice] = useState<'online' | 'half'>('online');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cardPlan, setCardPlan] = useState<PaymentPlan | null>(null);
  const [bankOpen, setBankOpen] = useState(false);
  const half = booking.halfAdvance;
  const busy = progress !== null;
  // The Proceed to Payment button that had focus is gone: continue from the payment heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  // Where focus goes back to when a dialog closes (the button that opened it).
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  // Earlier toasts (Booking Created, ...) would sit over the dialog's amount and fields on a phone.
  const openDialog = (open: () => void) => {
    rememberOpener();
    dismissToasts();
    open();
  };
  const returnFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };

  const fail = (reason: string) => {
    setProgress(null);
    setFailure(reason);
    toast({ type: 'error', title: 'Payment Failed', message: reason });
  };

  const pay = async (plan: PaymentPlan, card?: Card) => {
    setFailure(null);
    setProgress('processing');
    let order: PaymentOrder;
    try {
      order = await createOrder(booking.bookingId, plan);
    } catch (err) {
      fail(
        err instanceof ApiError && err.status === 409
          ? err.message
          : 'Failed to initialize payment',
      );
      return;
    }
    try {
      const callback =
        order.provider === 'test'
          ? await payWithTestCard(order.orderId, card!)
          : await razorpayCheckout(order, booking, contact);
      setProgress('updating');
      const verified = await verifyPayment(booking.bookingId, callback);
      setProgress('emailing');
      toast({
        type: 'success',
        title: 'Payment Successful',
        message: 'Your payment has been processed successfully!',
      });
      const emailQueued = verified.confirmationEmail === 'queued';
      toast(
        emailQueued
          ? {
              type: 'success',
              title: 'Booking Confirmed!',
              message: 'Your booking is confirmed! Confirmation email sent successfully.',
            }
          : {
              type: 'info',
              title: 'Booking Confirmed!',
              message: `Your booking is confirmed! Please save your booking ID: ${booking.bookingId}`,
            },
      );
      setProgress('completing');
      setCardPlan(null);
      onPaid({
        method: 'card',
        plan,
        paymentId: verified.paymentId,
        paidAmount: verified.paidAmount,
        remainingAmount: verified.remainingAmount,
        total: verified.total,
        emailQueued,
        transferDeadline: null,
      });
    } catch (err) {
      fail(
        err instanceof ApiError || err instanceof Error ? err.message : 'Payment processing failed',
      );
    }
  };

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
        onConfirm={async () => {
          setFailure(null);
          setProgress('updating');
          try {
            const report = await reportBankTransfer(
              booking.bookingId,
              booking.email,
              booking.accessToken,
            );
            setBankOpen(false);
            setProgress('completing');
            onPaid({
              method: 'bank_transfer',
              plan: 'half',
              paymentId: null,
              paidAmount: report.advanceDue,
              remainingAmount: Math.max(0, report.total - report.advanceDue),
              total: report.total,
              emailQueued: false,
              transferDeadline: report.holdExpiresAt,
            });
          } catch (err) {
            setBankOpen(false);
            fail(err instanceof ApiError ? err.message : 'Failed to process advance payment');
          }
        }}
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

export function CardDialog({
  open,
  amount,
  busy,
  today,
  failure,
  onClose,
  onPay,
  onCloseAutoFocus,
}: {
  open: boolean;
  amount: number;
  busy: boolean;
  today: string;
  failure: string | null;
  onClose(): void;
  onPay(card: Card): void;
  onCloseAutoFocus(event: Event): void;
}) {
  const [card, setCard] = useState<Card>({ number: '', expiry: '', cvv: '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cardSchema(today).safeParse(card);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        next[issue.path.join('.') || 'form'] ??= issue.message;
      setErrors(next);
      // Take the guest to the first field to fix (the first empty one when all are required).
      const order: (keyof Card)[] = ['number', 'expiry', 'cvv', 'name'];
      const first = next.form ? order.find((k) => !card[k].trim()) : order.find((k) => next[k]);
      if (first) document.getElementById(`card-${first}`)?.focus();
      return;
    }
    setErrors({});
    onPay(parsed.data);
  };
  const field = (
    key: keyof Card,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
    format?: (v: string) => string,
  ) => (
    <div>
      <label htmlFor={`card-${key}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={`card-${key}`}
        value={card[key]}
        onChange={(e) =>
          setCard((c) => ({ ...c, [key]: format ? format(e.target.value) : e.target.value }))
        }
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `card-${key}-error` : undefined}
        className={inputClass}
        {...props}
      />
      {errors[key] ? (
        <p id={`card-${key}-error`} className="mt-1 text-sm text-red-800">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  return (
    // Starts at the card number, not at the Close button.
    <PaymentDialog
      open={open}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      initialFocusId="card-number"
      widthRem={28}
    >
      <div className="flex items-start justify-between gap-2">
        <Dialog.Title className="font-serif text-xl text-forest">
          Pay {formatInr(amount)}
        </Dialog.Title>
        <Dialog.Close
          className="rounded-full p-1.5 text-muted hover:bg-sand"
          aria-label="Close"
          disabled={busy}
        >
          <X aria-hidden className="size-4" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 text-sm text-muted">
        Secure checkout (test gateway). Card details go straight to the gateway and are never
        stored. Test card: 4111 1111 1111 1111 (4000 0000 0000 0002 is declined).
      </Dialog.Description>
      <form noValidate onSubmit={submit} className="mt-4 space-y-3">
        {field(
          'number',
          'Card Number',
          {
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            maxLength: CARD_LIMITS.numberMaxInput,
            placeholder: '1234 5678 9012 3456',
          },
          formatCardNumber,
        )}
        <div className="grid grid-cols-2 gap-3">
          {field(
            'expiry',
            'Expiry (MM/YY)',
            {
              inputMode: 'numeric',
              autoComplete: 'cc-exp',
              maxLength: CARD_LIMITS.expiryMaxInput,
              placeholder: 'MM/YY',
            },
            formatExpiry,
          )}
          {field(
            'cvv',
            'CVV',
            {
              inputMode: 'numeric',
              autoComplete: 'cc-csc',
              maxLength: CARD_LIMITS.cvvMax,
              type: 'password',
            },
            (v) => v.replace(/\D/g, ''),
          )}
        </div>
        {field('name', 'Cardholder Name', { autoComplete: 'cc-name' })}
        {errors.form ? (
          <p role="alert" className="text-sm text-red-800">
            {errors.form}
          </p>
        ) : null}
        {failure && !busy && Object.keys(errors).length === 0 ? (
          <p role="alert" className="text-sm text-red-800">
            Payment failed: {failure}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-forest px-5 py-3 font-semibold text-white hover:bg-moss disabled:bg-sand disabled:text-muted"
        >
          {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null} Pay{' '}
          {formatInr(amount)}
        </button>
      </form>
    </PaymentDialog>
  );
}

function BankTransferDialog({
  open,
  amount,
  bookingId,
  onClose,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  amount: number;
  bookingId: string;
  onClose(): void;
  onConfirm(): Promise<void>;
  onCloseAutoFocus(event: Event): void;
}) {
  const bank = useQuery({
    queryKey: ['bank-details'],
    queryFn: fetchBankDetails,
    enabled: open,
    staleTime: Infinity,
  });
  const [sending, setSending] = useState(false);
  return (
    // Never starts on "Yes, I have completed the payment": Enter must not report a transfer by accident.
    <PaymentDialog
      open={open}
      onClose={() => !sending && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      initialFocusId="bank-dialog-no"
      widthRem={30}
    >
      <Dialog.Title className="font-serif text-xl text-forest">
        Pay the 50% advance by bank transfer
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        Transfer {formatInr(amount)} with your booking ID{' '}
        <strong className="text-ink">{bookingId}</strong> as the reference. Our team confirms your
        booking once the transfer arrives.
      </Dialog.Description>
      {bank.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading bank details...</p>
      ) : bank.data?.available ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-cream p-3 text-sm">
          <dt className="text-muted">Account name</dt>
          <dd className="font-medium">{bank.data.accountName}</dd>
          <dt className="text-muted">Account number</dt>
          <dd className="font-medium tabular-nums">{bank.data.accountNumber}</dd>
          <dt className="text-muted">IFSC</dt>
          <dd className="font-medium">{bank.data.ifsc}</dd>
          <dt className="text-muted">Bank</dt>
          <dd className="font-medium">{bank.data.bankName}</dd>
          {bank.data.upiId ? (
            <>
              <dt className="text-muted">UPI</dt>
              <dd className="font-medium">{bank.data.upiId}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-red-800">
          Bank transfer is not available. Please pay online.
        </p>
      )}
      <p className="mt-3 text-sm font-medium">Have you completed the transfer?</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          disabled={sending || !bank.data?.available}
          onClick={async () => {
            setSending(true);
            await onConfirm();
            setSending(false);
          }}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-forest px-4 py-2.5 font-semibold text-white hover:bg-moss disabled:bg-sand disabled:text-muted"
        >
          {sending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          Yes, I have completed the payment
        </button>
        <button
          id="bank-dialog-no"
          type="button"
          disabled={sending}
          onClick={onClose}
          className="rounded-full border border-forest px-4 py-2.5 font-medium text-forest hover:bg-sand"
        >
          No, let me pay first
        </button>
      </div>
    </PaymentDialog>
  );
}

type RazorpayOptions = Record<string, unknown> & {
  handler(response: CheckoutCallback): void;
  modal: { ondismiss(): void };
};
type RazorpayConstructor = new (options: RazorpayOptions) => {
  open(): void;
  on(event: string, cb: (r: { error?: { description?: string } }) => void): void;
};

function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://checkout.razorpay.com/v1/checkout.js';
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay SDK failed to load'));
    };
    script.onerror = () => reject(new Error('Razorpay SDK failed to load'));
    document.body.appendChild(script);
  });
}

/** Razorpay's checkout.js, loaded on demand and prefilled; resolves with the signed callback. */
export async function razorpayCheckout(
  order: PaymentOrder,
  booking: Pick<CreatedBooking, 'bookingId' | 'guestName' | 'email'>,
  contact: string,
): Promise<CheckoutCallback> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: 'Village Machaan',
      description: `Booking ${booking.bookingId}`,
      prefill: { name: booking.guestName, email: booking.email, contact },
      theme: { color: '#1f3d2b' },
      handler: resolve,
      modal: { ondismiss: () => reject(new Error('Payment cancelled by user')) },
    });
    checkout.on('payment.failed', (r) =>
      reject(new Error(r.error?.description ?? 'Payment failed')),
    );
    checkout.open();
  });
}
