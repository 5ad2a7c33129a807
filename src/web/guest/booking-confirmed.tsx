import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { formatResortDateTime } from '../../domain/dates';
import type { CreatedBooking } from '../api/bookings';
import { siteInfoQuery } from '../api/site-info';
import { useBooking } from './booking-context';
import { AfterBooking, StayDetails } from './booking-confirmed-parts';
import type { PaidOutcome } from './payment-area';

export type { PaidOutcome };

/** Booking Confirmed: shown 2 seconds after a successful payment (or a reported bank transfer). */
export function BookingConfirmed({
  booking,
  outcome,
}: {
  booking: CreatedBooking;
  outcome: PaidOutcome;
}) {
  const { reset, draft } = useBooking();
  const safaris = draft.selectedSafaris;
  // The payment controls that had focus are gone: bring the guest (and screen readers) to the news.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    document.getElementById('step-heading')?.focus({ preventScroll: true });
  }, []);
  const { data: site } = useQuery(siteInfoQuery);
  const bank = outcome.method === 'bank_transfer';
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <header className="rounded-2xl border border-moss/40 bg-white p-5 text-center shadow-sm">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-moss" />
        <h2 id="step-heading" tabIndex={-1} className="mt-2 text-3xl outline-none">
          {bank ? 'Booking Received' : 'Booking Confirmed'}
        </h2>
        <p className="mt-1 text-muted">
          {bank
            ? 'We will confirm your booking as soon as your bank transfer arrives.'
            : `Thank you, ${booking.guestName}. We look forward to welcoming you to the forest.`}
        </p>
        {bank && outcome.transferDeadline && site ? (
          <p className="mx-auto mt-2 max-w-xl rounded-lg bg-amber/15 px-3 py-2 text-sm font-medium text-ink">
            Please make sure the transfer reaches us by{' '}
            {formatResortDateTime(outcome.transferDeadline, site.resortTz)}. If it has not arrived
            by then, the villa is released.
          </p>
        ) : null}
        <p className="mt-3 text-sm text-muted">Booking ID</p>
        <p className="font-mono text-xl font-semibold tracking-wider text-forest">
          {booking.bookingId}
        </p>
      </header>

      <StayDetails booking={booking} outcome={outcome} safaris={safaris} />

      <AfterBooking booking={booking} outcome={outcome} site={site} />

      <div className="text-center">
        <button
          type="button"
          onClick={() => {
            reset();
            window.history.replaceState(null, '', '/');
            window.scrollTo({ top: 0 });
          }}
          className="rounded-full border-2 border-forest px-6 py-3 font-semibold text-forest hover:bg-sand"
        >
          Book Another Stay
        </button>
      </div>
    </div>
  );
}
