import { CalendarPlus, Download, Mail, Phone } from 'lucide-react';
import { formatLongDate } from '../../domain/dates';
import { documentLinks, type CreatedBooking } from '../api/bookings';
import type { SiteInfo } from '../api/site-info';
import { formatInr } from '../ui/format';
import type { SafariSelection } from './booking-draft';
import type { PaidOutcome } from './payment-area';

/** Your stay: villa, guests, dates, package, the safari enquiries, the payment and the documents. */
export function StayDetails({
  booking,
  outcome,
  safaris,
}: {
  booking: CreatedBooking;
  outcome: PaidOutcome;
  safaris: readonly SafariSelection[];
}) {
  const links = documentLinks(booking);
  const bank = outcome.method === 'bank_transfer';
  const guests = booking.adults + booking.children;
  return (
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
  );
}

/** What's Next, the important information and how to reach the resort. */
export function AfterBooking({
  booking,
  outcome,
  site,
}: {
  booking: CreatedBooking;
  outcome: PaidOutcome;
  site: SiteInfo | undefined;
}) {
  return (
    <>
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
    </>
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
