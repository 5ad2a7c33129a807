import type { UseQueryResult } from '@tanstack/react-query';
import { formatLongDate } from '../../domain/dates';
import type { CreatedBooking } from '../api/bookings';
import type { Quote } from '../api/quote';
import { formatInr } from '../ui/format';
import { SmartImage } from '../ui/smart-image';
import type { BookingDraft } from './booking-draft';
import { EditButton } from './edit-button';
import { PriceBreakdown } from './price-breakdown';
import { PromoCodeField } from './promo-code-field';

/**
 * Step 4's Stay Summary: the villa, dates, guests, package, the price (with a promo code), the
 * safari enquiries and the total; Edit goes back while the booking is not made yet.
 */
export function StaySummary({
  draft,
  quote,
  booking,
  leaveTo,
}: {
  draft: BookingDraft;
  quote: UseQueryResult<Quote>;
  booking: CreatedBooking | null;
  leaveTo: (step: 1 | 3) => void;
}) {
  const { checkIn, checkOut, selectedVilla, selectedPackage } = draft;
  return (
    <aside className="min-w-0">
      <section
        aria-labelledby="stay-summary-heading"
        className="space-y-3 rounded-2xl border border-sand bg-white p-4 shadow-sm"
      >
        <div className="flex items-center justify-between gap-2">
          <h3 id="stay-summary-heading" className="text-xl">
            Stay Summary
          </h3>
          {!booking ? <EditButton label="Edit stay" onClick={() => leaveTo(1)} /> : null}
        </div>
        <SmartImage
          src={selectedVilla?.images[0]}
          alt={selectedVilla?.name ?? ''}
          width={480}
          height={300}
          className="aspect-[8/5] w-full rounded-xl"
        />
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted">Arriving</dt>
            <dd className="font-medium">{checkIn ? formatLongDate(checkIn) : '—'}</dd>
          </div>
          <div>
            <dt className="text-muted">Departing</dt>
            <dd className="font-medium">{checkOut ? formatLongDate(checkOut) : '—'}</dd>
          </div>
          <div>
            <dt className="text-muted">Guests</dt>
            <dd className="font-medium">
              {draft.adults} {draft.adults === 1 ? 'adult' : 'adults'}, {draft.children}{' '}
              {draft.children === 1 ? 'child' : 'children'}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Villa</dt>
            <dd className="font-medium">
              {selectedVilla?.name}
              {draft.rooms > 1 ? ` × ${draft.rooms} rooms` : ''}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-muted">Package</dt>
            <dd className="font-medium">{selectedPackage?.name ?? 'No package (room only)'}</dd>
          </div>
        </dl>
        <div className="rounded-xl bg-cream p-3">
          {quote.data ? (
            <PriceBreakdown quote={quote.data} label="Price breakdown" />
          ) : quote.isError ? (
            <p className="text-sm text-red-800">{quote.error.message}</p>
          ) : (
            <p className="text-sm text-muted">Calculating your total...</p>
          )}
          {!booking ? <PromoCodeField /> : null}
        </div>
        <div>
          <div className="flex items-center justify-between gap-2">
            <h4 className="font-serif text-lg text-forest">Safari Enquiries</h4>
            {!booking ? (
              <EditButton label="Edit safari enquiries" onClick={() => leaveTo(3)} />
            ) : null}
          </div>
          {draft.selectedSafaris.length === 0 ? (
            <p className="text-sm text-muted">No safaris requested.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {draft.selectedSafaris.map((s) => (
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
          )}
        </div>
        {quote.data ? (
          <p className="flex items-baseline justify-between border-t border-sand pt-2">
            <span className="font-medium">Total</span>
            <strong className="text-xl text-forest">
              {formatInr(booking?.total ?? quote.data.total)}
            </strong>
          </p>
        ) : null}
      </section>
    </aside>
  );
}
