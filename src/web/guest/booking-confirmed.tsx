import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, CheckCircle2, Download, Mail, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { formatLongDate, formatResortDateTime } from '../../domain/dates';
import { documentLinks, type CreatedBooking } from '../api/bookings';
import { siteInfoQuery } from '../api/site-info';
import { formatInr } from '../ui/format';
import { useBooking } from './booking-context';
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
  const links = documentLinks(booking);
  const bank = outcome.method === 'bank_transfer';
  const guests = booking.adults + booking.children;
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

      <section
        aria-labelledby="details-heading"
        className="rounded-2xl border border-sand bg-white p-5 shadow-sm"
      >
        <h3 id="details-heading" className="text-xl">
          Your stay
        </h3>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <Item
            label="Villa"
            value={`${booking.villaName}${booking.rooms > 1 ? ` × ${booking.rooms} rooms` : ''}`}
          />
          <Item
            label="Guests and nights"
            value={`${guests} ${guests === 1 ? 'guest' : 'guests'} · ${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'}`}
          />
          <Item
            label="Stay period"
            value={`${formatLongDate(booking.checkIn)} – ${formatLongDate(booking.checkOut)}`}
          />
          {booking.packageName ? <Item label="Package" value={booking.packageName} /> : null}
        </dl>
        {safaris.length ? (
          <>
            <h4 className="mt-4 font-serif text-lg text-forest">Safari Enquiries</h4>
            <ul className="mt-2 space-y-1 text-sm">
              {safaris.map((s) => (
                <li key={s.id} className="flex flex-wrap justify-between gap-2">
                  <span>
                    {s.name} · {formatLongDate(s.date)} · {s.timing} · {s.persons}{' '}
                    {s.persons === 1 ? 'person' : 'persons'}
                  </span>
                  <span className="rounded-full bg-amber/15 px-2 text-xs font-semibold text-bark">
                    Pending Confirmation
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-muted">
              Our team confirms safaris by e-mail and sends a payment link once the permits are
              secured.
            </p>
          </>
        ) : null}
        <h4 className="mt-4 font-serif text-lg text-forest">Payment summary</h4>
        <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
          <Item
            label="Payment status"
            value={bank ? 'Awaiting bank transfer' : outcome.plan === 'full' ? 'Paid' : 'Half Paid'}
          />
          <Item label="Total" value={formatInr(outcome.total)} />
          {outcome.plan === 'full' ? (
            <Item label="Paid" value={formatInr(outcome.paidAmount)} />
          ) : (
            <>
              <Item
                label={bank ? 'Advance (bank transfer, awaiting verification)' : 'Advance paid'}
                value={formatInr(outcome.paidAmount)}
              />
              <Item
                label="Remaining (due at the property)"
                value={formatInr(outcome.remainingAmount)}
              />
            </>
          )}
          {outcome.paymentId ? <Item label="Payment ID" value={outcome.paymentId} /> : null}
        </dl>
        {/* No confirmation before money arrives (a reported bank transfer): the server refuses it too. */}
        {bank ? (
          <p className="mt-4 text-sm text-muted">
            We e-mail your booking confirmation as soon as the transfer has arrived.
          </p>
        ) : null}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {!bank ? (
            <a
              href={links.pdf}
              download
              className="inline-flex items-center justify-center gap-2 rounded-full bg-forest px-5 py-2.5 font-semibold text-white hover:bg-moss"
            >
              <Download aria-hidden className="size-4" /> Download Confirmation
            </a>
          ) : null}
          <a
            href={links.ics}
            download
            className="inline-flex items-center justify-center gap-2 rounded-full border-2 border-forest px-5 py-2.5 font-semibold text-forest hover:bg-sand"
          >
            <CalendarPlus aria-hidden className="size-4" /> Add to calendar
          </a>
        </div>
      </section>

      <div className="grid gap-5 sm:grid-cols-2">
        <section
          aria-labelledby="next-heading"
          className="rounded-2xl border border-sand bg-white p-5 shadow-sm"
        >
          <h3 id="next-heading" className="text-xl">
            What's Next
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            <li>
              {outcome.emailQueued
                ? `A confirmation e-mail is on its way to ${booking.email}.`
                : `Keep your booking ID; our team will also send your confirmation to ${booking.email}.`}
            </li>
            <li>We will call you 24 hours before your arrival.</li>
            <li>
              Pack light cotton clothes in forest colours, a torch and binoculars for the safaris.
            </li>
          </ul>
        </section>
        <section
          aria-labelledby="info-heading"
          className="rounded-2xl border border-sand bg-white p-5 shadow-sm"
        >
          <h3 id="info-heading" className="text-xl">
            Important Information
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            <li>Check-in from 2:00 PM, check-out by 11:00 AM.</li>
            <li>Free cancellation up to 48 hours before check-in.</li>
            <li>Refunds reach your account in 5–7 business days.</li>
            <li>Please carry a photo ID for every adult guest.</li>
          </ul>
        </section>
      </div>

      {site ? (
        <section
          aria-labelledby="contact-heading"
          className="rounded-2xl border border-sand bg-white p-5 text-sm shadow-sm"
        >
          <h3 id="contact-heading" className="text-xl">
            Contact us
          </h3>
          <p className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-6">
            <a
              href={`tel:${site.resortPhone.replace(/\s+/g, '')}`}
              className="flex items-center gap-1.5 text-forest"
            >
              <Phone aria-hidden className="size-4" /> {site.resortPhone}
            </a>
            <a
              href={`mailto:${site.resortEmail}`}
              className="flex items-center gap-1.5 text-forest"
            >
              <Mail aria-hidden className="size-4" /> {site.resortEmail}
            </a>
          </p>
        </section>
      ) : null}

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

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  );
}
