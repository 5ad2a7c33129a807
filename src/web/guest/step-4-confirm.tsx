import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate, nightsBetween } from '../../domain/dates';
import { useBooking } from './booking-context';
import { BookingConfirmed, type PaidOutcome } from './booking-confirmed';
import { GuestDetailsForm } from './guest-details-form';
import { PaymentArea } from './payment-area';
import { StaySummary } from './stay-summary';
import { StepHeading } from './step-heading';
import { useGuestStep } from './use-guest-step';

/** Step 4, Confirm Your Stay: the guest's details, the booking, its payment, then Booking Confirmed. */
export function StepConfirm() {
  const { finish } = useBooking();
  const step = useGuestStep();
  const { draft, quote, booking, leaveTo } = step;
  const [outcome, setOutcome] = useState<PaidOutcome | null>(null);
  const { checkIn, checkOut } = draft;
  const nights = nightsBetween(checkIn, checkOut);

  if (outcome && booking) return <BookingConfirmed booking={booking} outcome={outcome} />;

  return (
    <div className="space-y-5">
      <StepHeading title="Confirm Your Stay">
        {nights} {nights === 1 ? 'night' : 'nights'} · {checkIn ? formatLongDate(checkIn) : ''} to{' '}
        {checkOut ? formatLongDate(checkOut) : ''}
      </StepHeading>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-5">
          <GuestDetailsForm step={step} total={quote.data?.total} />

          {booking ? (
            <PaymentArea
              booking={booking}
              contact={`${draft.guestDetails.countryCode}${draft.guestDetails.phone}`}
              onPaid={(paid) => {
                finish();
                setTimeout(() => setOutcome(paid), 2000);
              }}
            />
          ) : (
            <button
              type="button"
              onClick={() => leaveTo(3)}
              className="inline-flex items-center gap-2 rounded-full border border-forest px-5 py-2.5 font-medium text-forest hover:bg-sand"
            >
              <ArrowLeft aria-hidden className="size-4" /> Back to Safari Selection
            </button>
          )}
        </div>

        <StaySummary draft={draft} quote={quote} booking={booking} leaveTo={leaveTo} />
      </div>
    </div>
  );
}
