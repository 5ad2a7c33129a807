import { Pencil } from 'lucide-react';
import { formatLongDate, nightsBetween } from '../../domain/dates';
import { useBooking } from './booking-context';

/** Nights, arrival and departure, with Edit back to step 1. */
export function StaySummaryBar() {
  const { draft, dispatch } = useBooking();
  const nights = nightsBetween(draft.checkIn ?? undefined, draft.checkOut ?? undefined);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sand bg-white px-4 py-3 shadow-sm">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="text-xs tracking-wider text-muted uppercase">Nights</dt>
          <dd className="font-semibold text-forest">{nights}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-wider text-muted uppercase">Arrival</dt>
          <dd className="font-semibold text-ink">{draft.checkIn ? formatLongDate(draft.checkIn) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-wider text-muted uppercase">Departure</dt>
          <dd className="font-semibold text-ink">{draft.checkOut ? formatLongDate(draft.checkOut) : '—'}</dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={() => dispatch({ type: 'setStep', step: 1 })}
        className="inline-flex items-center gap-1.5 rounded-full border border-forest px-4 py-1.5 text-sm font-medium text-forest hover:bg-sand"
        aria-label="Edit dates and villa"
      >
        <Pencil aria-hidden className="size-3.5" /> Edit
      </button>
    </div>
  );
}
