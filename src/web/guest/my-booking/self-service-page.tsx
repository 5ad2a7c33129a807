import { CHARGE_KIND_LABELS } from '../../../domain/folio-charges';
import { confirmationRefusal } from '../../../domain/confirmation-document';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarPlus,
  CreditCard,
  Download,
  Loader2,
  Mail,
  Phone,
  Printer,
  Search,
} from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  BOOKING_STATUS_BADGE,
  PAYMENT_STATUS_BADGE,
  SAFARI_STATUS_BADGE,
  bookingStatusLabel,
  paymentStatusLabel,
} from '../../../domain/booking-status';
import { CANCELLATION_POLICY, refundPreview } from '../../../domain/cancellation-policy';
import { addDays, formatLongDate, todayInZone } from '../../../domain/dates';
import { ApiError } from '../../api/client';
import {
  cancelGuestBooking,
  changeGuestDates,
  fetchGuestBooking,
  guestDocumentLinks,
  recallProof,
  rememberProof,
  type ActionProof,
  type DateChangeResult,
  type GuestBookingView,
  type GuestProof,
} from '../../api/guest-booking';
import { completeProofCode, GuestProofCode, ProofCodeNeeded } from './guest-proof-code';
import {
  createOrder,
  payWithTestCard,
  verifyPayment,
  type CheckoutCallback,
} from '../../api/payments';
import { siteInfoQuery } from '../../api/site-info';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { CardDialog, razorpayCheckout } from '../payment-area';
import { DocumentsSection } from './documents-section';
import { ReviewSection } from './review-section';

/**
 * Guest self-service (issue 15, decisions 0100–0102): /booking finds a booking by its id and e-mail;
 * /booking/{id} shows it (opened by the e-mailed link's token, or after finding it), with the
 * documents, the balance, a date change and cancellation. A lazily loaded chunk of its own.
 */
export function SelfServicePage({ path }: { path: string }) {
  const initialCode = decodeURIComponent(path.replace(/^\/booking\/?/, '').replace(/\/+$/, ''));
  const [code, setCode] = useState(initialCode);
  const [proof, setProof] = useState<GuestProof | null>(() => {
    if (!initialCode) return null;
    const token = new URLSearchParams(window.location.search).get('token');
    if (token) {
      // The token moves from the address bar into this tab's storage at once.
      rememberProof(initialCode, { accessToken: token });
      window.history.replaceState(null, '', `/booking/${encodeURIComponent(initialCode)}`);
    }
    return recallProof(initialCode);
  });
  useEffect(() => {
    document.title =
      proof && code ? `Booking ${code} · Village Machaan` : 'Find my booking · Village Machaan';
  }, [proof, code]);

  if (!code || !proof)
    return (
      <FindBooking
        initialCode={code}
        onFound={(found, p) => {
          rememberProof(found, p);
          window.history.pushState(null, '', `/booking/${encodeURIComponent(found)}`);
          setCode(found);
          setProof(p);
        }}
      />
    );
  return <MyBooking code={code} proof={proof} onLost={() => setProof(null)} />;
}

const inputClass =
  'w-full rounded-lg border border-sand bg-white px-3 py-2.5 text-ink shadow-sm focus-visible:border-forest aria-invalid:border-red-700';
const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-forest px-5 py-2.5 font-semibold text-white hover:bg-moss disabled:bg-sand disabled:text-muted';
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border-2 border-forest px-4 py-2 font-semibold text-forest hover:bg-sand disabled:border-sand disabled:text-muted';
const NOT_FOUND_TEXT =
  'We could not find a booking with that booking ID and e-mail address. Please check both and try again.';

function FindBooking({
  initialCode,
  onFound,
}: {
  initialCode: string;
  onFound(code: string, proof: GuestProof): void;
}) {
  const [code, setCode] = useState(initialCode);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = code.trim().toUpperCase();
    if (!id || !email.trim()) {
      setError('Please enter your booking ID and the e-mail address you booked with.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const proof = { email: email.trim() };
      const found = await fetchGuestBooking(id, proof);
      onFound(found.bookingId, proof);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? NOT_FOUND_TEXT
          : err instanceof Error
            ? err.message
            : NOT_FOUND_TEXT,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="find-heading" className="mx-auto max-w-md px-4 py-10">
      <h1 id="find-heading" className="text-3xl">
        Find my booking
      </h1>
      <p className="mt-2 text-muted">
        Enter the booking ID from your confirmation e-mail (it starts with VM) and the e-mail
        address you booked with. The link in your confirmation e-mail opens your booking without
        typing.
      </p>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="mt-6 space-y-4 rounded-2xl border border-sand bg-white p-5 shadow-sm"
      >
        <div>
          <label htmlFor="find-code" className="mb-1 block text-sm font-medium">
            Booking ID
          </label>
          <input
            id="find-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="VM…"
            className={`${inputClass} font-mono uppercase`}
          />
        </div>
        <div>
          <label htmlFor="find-email" className="mb-1 block text-sm font-medium">
            Email
          </label>
          <input
            id="find-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            className={inputClass}
          />
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <Search aria-hidden className="size-4" />
          )}{' '}
          Find my booking
        </button>
      </form>
    </section>
  );
}

const guestBookingKey = (code: string) => ['guest-booking', code] as const;

function MyBooking({ code, proof, onLost }: { code: string; proof: GuestProof; onLost(): void }) {
  const [proofCode, setProofCode] = useState('');
  // Each spent code starts the "Confirm it's you" section afresh.
  const [codeRound, setCodeRound] = useState(0);
  const {
    data: b,
    error,
    isPending,
  } = useQuery({
    queryKey: guestBookingKey(code),
    queryFn: ({ signal }) => fetchGuestBooking(code, proof, signal),
    retry: false,
  });
  const { data: site } = useQuery(siteInfoQuery);
  useEffect(() => {
    if (error instanceof ApiError && error.status === 404) onLost();
  }, [error, onLost]);
  if (isPending)
    return (
      <p className="flex items-center justify-center gap-2 py-16 text-muted" role="status">
        <Loader2 aria-hidden className="size-5 animate-spin" /> Loading your booking…
      </p>
    );
  if (!b)
    return (
      <p role="alert" className="mx-auto max-w-md px-4 py-16 text-center text-red-800">
        {error instanceof Error ? error.message : 'Your booking could not be loaded.'}
      </p>
    );
  const links = guestDocumentLinks(code, proof);
  const cancelled = b.status === 'cancelled';
  // Found by e-mail: cancelling or moving the stay needs a one-time code too (decision 0117).
  const typedCode = completeProofCode(proofCode);
  const actionProof: ActionProof | null =
    'accessToken' in proof ? proof : typedCode ? { email: proof.email, code: typedCode } : null;
  const codeUsed = () => {
    setProofCode('');
    setCodeRound((n) => n + 1);
  };
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8 print:max-w-none print:p-0">
      <header className="rounded-2xl border border-sand bg-white p-5 shadow-sm print:border-0 print:shadow-none">
        <p className="text-sm text-muted">My booking</p>
        <h1
          id="booking-heading"
          className="font-mono text-2xl font-semibold tracking-wider text-forest"
        >
          {b.bookingId}
        </h1>
        <div className="mt-2 flex flex-wrap gap-2">
          <Badge
            className={BOOKING_STATUS_BADGE[b.status]}
            label={`Status: ${bookingStatusLabel(b.status)}`}
          />
          <Badge
            className={PAYMENT_STATUS_BADGE[b.paymentStatus]}
            label={`Payment: ${paymentStatusLabel(b.paymentStatus)}`}
          />
        </div>
        {b.message ? <p className="mt-3 text-sm text-red-800">{b.message}</p> : null}
        {!cancelled ? (
          <div className="mt-4 flex flex-wrap gap-2 print:hidden">
            {confirmationRefusal(b) === null ? (
              <a href={links.pdf} download className={secondaryButton}>
                <Download aria-hidden className="size-4" /> Download Confirmation
              </a>
            ) : null}
            <a href={links.ics} download className={secondaryButton}>
              <CalendarPlus aria-hidden className="size-4" /> Add to calendar
            </a>
            <button type="button" onClick={() => window.print()} className={secondaryButton}>
              <Printer aria-hidden className="size-4" /> Print
            </button>
          </div>
        ) : null}
      </header>

      <StayDetails b={b} />
      <Money b={b} />
      <DocumentsSection
        code={code}
        proof={proof}
        timeZone={b.resortTimeZone}
        moneyKey={`${b.paidAmount}/${b.refundedAmount}`}
      />
      {'accessToken' in proof ? (
        <ReviewSection code={code} accessToken={proof.accessToken} />
      ) : null}
      {b.balanceDue > 0 ? <PayBalance b={b} code={code} /> : null}
      {/* A booking staff took with a payment link (decision 0058): paid in full here, before its hold ends. */}
      {b.status === 'pending' &&
      b.paymentStatus === 'pending' &&
      !b.expired &&
      !b.bankTransferPendingVerification ? (
        <PayBalance b={b} code={code} plan="full" amount={b.total} title="Pay for your booking" />
      ) : null}
      {'email' in proof && !cancelled && (b.canChangeDates || b.cancellation.allowed) ? (
        <GuestProofCode
          key={codeRound}
          bookingCode={code}
          email={proof.email}
          value={proofCode}
          onChange={setProofCode}
        />
      ) : null}
      {b.canChangeDates ? (
        <ChangeDates
          b={b}
          code={code}
          proof={proof}
          actionProof={actionProof}
          onProofUsed={codeUsed}
        />
      ) : null}
      <Cancellation
        b={b}
        code={code}
        actionProof={actionProof}
        onProofUsed={codeUsed}
        phone={site?.resortPhone}
        email={site?.resortEmail}
      />
    </div>
  );
}

function Badge({ className, label }: { className: string | undefined; label: string }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-medium ${className ?? 'bg-stone-200 text-stone-800'}`}
    >
      {label}
    </span>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-sand bg-white p-5 shadow-sm print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({ label, value, hint }: { label: string; value: ReactNode; hint?: string | null }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

/** "Your time: Tue, 1 Dec, 8:30 am" when the guest's clock is not the resort's. */
function localHint(instant: string, resortZone: string): string | null {
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!local || local === resortZone) return null;
  const fmt = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(new Date(instant));
  if (fmt(local) === fmt(resortZone)) return null;
  return `Your time (${local}): ${fmt(local)}`;
}

function StayDetails({ b }: { b: GuestBookingView }) {
  const guests = `${b.adults} ${b.adults === 1 ? 'adult' : 'adults'}${b.children ? `, ${b.children} ${b.children === 1 ? 'child' : 'children'}` : ''}`;
  return (
    <Section id="stay-heading" title="Your stay">
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Item label="Villa" value={`${b.villaName}${b.rooms > 1 ? ` × ${b.rooms} rooms` : ''}`} />
        <Item
          label={b.units.length > 1 ? 'Rooms' : 'Room'}
          value={b.units.length ? b.units.join(', ') : '—'}
        />
        <Item
          label="Check-in"
          value={`${formatLongDate(b.checkIn)}, from 2:00 PM (resort time)`}
          hint={localHint(b.checkInAt, b.resortTimeZone)}
        />
        <Item
          label="Check-out"
          value={`${formatLongDate(b.checkOut)}, by 11:00 AM (resort time)`}
          hint={localHint(b.checkOutAt, b.resortTimeZone)}
        />
        <Item
          label="Guests"
          value={`${guests} · ${b.nights} ${b.nights === 1 ? 'night' : 'nights'}`}
        />
        <Item label="Package" value={b.packageName ?? 'Room only'} />
        <Item label="Guest" value={b.guestName} />
        {b.specialRequests ? <Item label="Special requests" value={b.specialRequests} /> : null}
      </dl>
      {b.safariEnquiries.length ? (
        <>
          <h3 className="mt-5 font-serif text-lg text-forest">Safari Enquiries</h3>
          <ul className="mt-2 space-y-3 text-sm">
            {b.safariEnquiries.map((s) => (
              <li key={s.id} className="rounded-lg bg-cream p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {s.name}
                    {s.date ? ` · ${formatLongDate(s.date)}` : ''}
                    {s.timing ? ` · ${s.timing}` : ''} · {s.persons}{' '}
                    {s.persons === 1 ? 'person' : 'persons'}
                  </span>
                  <Badge
                    className={SAFARI_STATUS_BADGE[s.status]}
                    label={
                      s.status === 'pending'
                        ? 'Pending Confirmation'
                        : s.status.replace(/^./, (c) => c.toUpperCase())
                    }
                  />
                </div>
                {s.response ? (
                  <p className="mt-2">
                    <span className="text-muted">The resort's answer: </span>
                    {s.response}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

function Money({ b }: { b: GuestBookingView }) {
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

function PayBalance({
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
        className={`${primaryButton} mt-3 print:hidden`}
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

function ChangeDates({
  b,
  code,
  proof,
  actionProof,
  onProofUsed,
}: {
  b: GuestBookingView;
  code: string;
  /** Enough for a preview. */
  proof: GuestProof;
  /** What the change itself needs (null: a code is still to be typed). */
  actionProof: ActionProof | null;
  onProofUsed(): void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const ids = useId();
  const [checkIn, setCheckIn] = useState(b.checkIn);
  const [checkOut, setCheckOut] = useState(b.checkOut);
  const [adults, setAdults] = useState(b.adults);
  const [children, setChildren] = useState(b.children);
  const [preview, setPreview] = useState<DateChangeResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = todayInZone(new Date(), b.resortTimeZone);
  const request = { checkIn, checkOut, adults, children };
  const reset = () => {
    setPreview(null);
    setError(null);
  };
  const run = async (dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const result = await changeGuestDates(code, dryRun ? proof : (actionProof ?? proof), {
        ...request,
        dryRun,
      });
      if (dryRun) setPreview(result);
      else {
        setPreview(null);
        onProofUsed();
        toast({
          type: 'success',
          title: 'Booking Changed',
          message:
            result.refundAmount > 0
              ? `Your new dates are booked. ${formatInr(result.refundAmount)} will be refunded.`
              : result.due > 0
                ? `Your new dates are booked. ${formatInr(result.due)} is now due.`
                : 'Your new dates are booked.',
        });
        await queryClient.invalidateQueries({ queryKey: guestBookingKey(code) });
      }
    } catch (err) {
      setPreview(null);
      setError(err instanceof Error ? err.message : 'The dates could not be changed.');
    } finally {
      setBusy(false);
    }
  };
  const counts = (max: number, min: number) =>
    Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return (
    <Section id="change-heading" title="Change dates">
      <p className="mt-2 text-sm text-muted">
        Move your stay in the same villa, for the same or fewer guests. You see the new price before
        anything changes.
      </p>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-4 print:hidden"
        onSubmit={(e) => {
          e.preventDefault();
          void run(true);
        }}
      >
        <div>
          <label htmlFor={`${ids}-in`} className="mb-1 block text-sm font-medium">
            New check-in
          </label>
          <input
            id={`${ids}-in`}
            type="date"
            min={addDays(today, 1)}
            value={checkIn}
            onChange={(e) => {
              setCheckIn(e.target.value);
              reset();
            }}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-out`} className="mb-1 block text-sm font-medium">
            New check-out
          </label>
          <input
            id={`${ids}-out`}
            type="date"
            min={checkIn ? addDays(checkIn, 1) : undefined}
            value={checkOut}
            onChange={(e) => {
              setCheckOut(e.target.value);
              reset();
            }}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-adults`} className="mb-1 block text-sm font-medium">
            Adults
          </label>
          <select
            id={`${ids}-adults`}
            value={adults}
            onChange={(e) => {
              setAdults(Number(e.target.value));
              reset();
            }}
            className={inputClass}
          >
            {counts(b.guests, 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-children`} className="mb-1 block text-sm font-medium">
            Children
          </label>
          <select
            id={`${ids}-children`}
            value={children}
            onChange={(e) => {
              setChildren(Number(e.target.value));
              reset();
            }}
            className={inputClass}
          >
            {counts(Math.max(0, b.guests - adults), 0).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-4">
          <button type="submit" disabled={busy} className={secondaryButton}>
            {busy && !preview ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}{' '}
            Check new price
          </button>
        </div>
      </form>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="mt-4 space-y-2 rounded-xl bg-cream p-4 text-sm" aria-live="polite">
          <p className="font-medium">
            {formatLongDate(preview.checkIn)} – {formatLongDate(preview.checkOut)} ·{' '}
            {preview.nights} {preview.nights === 1 ? 'night' : 'nights'} is available.
          </p>
          <dl className="grid grid-cols-2 gap-1 sm:max-w-sm">
            <dt className="text-muted">New price</dt>
            <dd className="text-right tabular-nums">{formatInr(preview.newTotal)}</dd>
            <dt className="text-muted">Current price</dt>
            <dd className="text-right tabular-nums">{formatInr(preview.previousTotal)}</dd>
            <dt className="font-semibold">Difference</dt>
            <dd className="text-right font-semibold tabular-nums">
              {preview.difference > 0 ? '+' : preview.difference < 0 ? '−' : ''}
              {formatInr(Math.abs(preview.difference))}
            </dd>
          </dl>
          <p>
            {preview.refundAmount > 0
              ? `${formatInr(preview.refundAmount)} will be refunded to your original payment method.`
              : preview.due > 0
                ? `${formatInr(preview.due)} will be due: pay it online right after the change, or at the property.`
                : 'Nothing more will be due.'}
          </p>
          {actionProof ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void run(false)}
              className={primaryButton}
            >
              {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null} Confirm new
              dates
            </button>
          ) : (
            <ProofCodeNeeded action="confirm the new dates" />
          )}
        </div>
      ) : null}
    </Section>
  );
}

function Cancellation({
  b,
  code,
  actionProof,
  onProofUsed,
  phone,
  email,
}: {
  b: GuestBookingView;
  code: string;
  /** The token, or the e-mail with its one-time code (null: a code is still to be typed). */
  actionProof: ActionProof | null;
  onProofUsed(): void;
  phone: string | undefined;
  email: string | undefined;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ refundAmount: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const c = b.cancellation;
  const cancel = async () => {
    if (!actionProof) return;
    setBusy(true);
    setError(null);
    try {
      const result = await cancelGuestBooking(code, actionProof);
      onProofUsed();
      setDone({ refundAmount: result.refundAmount });
      setOpen(false);
      toast({
        type: 'success',
        title: 'Booking Cancelled',
        message: refundPreview(result.refundAmount),
      });
      await queryClient.invalidateQueries({ queryKey: guestBookingKey(code) });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The booking could not be cancelled.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="cancel-heading" title="Cancellation">
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {CANCELLATION_POLICY.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {b.status === 'cancelled' ? (
        <p
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900"
          role={done ? 'status' : undefined}
        >
          This booking is cancelled.
          {done ? ` ${refundPreview(done.refundAmount)}` : ''}
        </p>
      ) : c.allowed ? (
        <div className="mt-3 print:hidden">
          <p className="text-sm">
            If you cancel now: <strong>{refundPreview(c.refundAmount)}</strong>
          </p>
          {actionProof ? (
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="mt-3 inline-flex items-center gap-2 rounded-full border-2 border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
            >
              Cancel booking
            </button>
          ) : (
            <ProofCodeNeeded action="cancel" />
          )}
        </div>
      ) : (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <p>{c.reason}</p>
          {phone || email ? (
            <p className="mt-2 flex flex-wrap gap-4">
              {phone ? (
                <a
                  href={`tel:${phone.replace(/\s+/g, '')}`}
                  className="inline-flex items-center gap-1.5 font-medium underline"
                >
                  <Phone aria-hidden className="size-4" /> {phone}
                </a>
              ) : null}
              {email ? (
                <a
                  href={`mailto:${email}`}
                  className="inline-flex items-center gap-1.5 font-medium underline"
                >
                  <Mail aria-hidden className="size-4" /> {email}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      )}
      <Dialog.Root open={open} onOpenChange={(o) => !busy && setOpen(o)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
          <Dialog.Content
            style={{ width: 'min(28rem, calc(100vw - 1.5rem))' }}
            className="fixed top-1/2 left-1/2 z-50 max-h-[95dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
          >
            <Dialog.Title className="font-serif text-xl">
              Cancel booking {b.bookingId}?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm">
              {formatLongDate(b.checkIn)} – {formatLongDate(b.checkOut)}, {b.villaName}. Your rooms
              are released at once. <strong>{refundPreview(c.refundAmount)}</strong>
            </Dialog.Description>
            {error ? (
              <p
                role="alert"
                className="mt-3 rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-800"
              >
                {error}
              </p>
            ) : null}
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <button
                type="button"
                disabled={busy}
                onClick={() => void cancel()}
                className="inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:bg-sand disabled:text-muted"
              >
                {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null} Yes, cancel
                my booking
              </button>
              <Dialog.Close asChild>
                <button
                  type="button"
                  disabled={busy}
                  className="rounded-full border border-forest px-4 py-2.5 font-medium text-forest hover:bg-sand"
                >
                  Keep my booking
                </button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Section>
  );
}
