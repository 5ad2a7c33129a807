import { guestButtonStyles } from '../../ui/form/styles';
import { confirmationRefusal } from '../../../domain/confirmation-document';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Download, Loader2, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  BOOKING_STATUS_BADGE,
  PAYMENT_STATUS_BADGE,
  bookingStatusLabel,
  paymentStatusLabel,
} from '../../../domain/booking-status';
import { ApiError } from '../../api/client';
import {
  fetchGuestBooking,
  guestDocumentLinks,
  recallProof,
  rememberProof,
  type ActionProof,
  type GuestProof,
} from '../../api/guest-booking';
import { completeProofCode, GuestProofCode } from './guest-proof-code';
import { siteInfoQuery } from '../../api/site-info';
import { DocumentsSection } from './documents-section';
import { ReviewSection } from './review-section';
import { guestBookingKey, Badge } from './page-parts';
import { FindBooking } from './find-booking';
import { StayDetails } from './stay-details';
import { Money, PayBalance } from './pay-balance';
import { ChangeDates } from './change-dates';
import { Cancellation } from './cancellation';

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
              <a href={links.pdf} download className={guestButtonStyles.secondary}>
                <Download aria-hidden className="size-4" /> Download Confirmation
              </a>
            ) : null}
            <a href={links.ics} download className={guestButtonStyles.secondary}>
              <CalendarPlus aria-hidden className="size-4" /> Add to calendar
            </a>
            <button
              type="button"
              onClick={() => window.print()}
              className={guestButtonStyles.secondary}
            >
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
