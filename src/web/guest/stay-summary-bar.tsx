import { formatLongDate, nightsBetween } from '../../domain/dates';
import { useBooking } from './booking-context';
import { EditButton } from './edit-button';

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
          <dd className="font-semibold text-ink">
            {draft.checkIn ? formatLongDate(draft.checkIn) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs tracking-wider text-muted uppercase">Departure</dt>
          <dd className="font-semibold text-ink">
            {draft.checkOut ? formatLongDate(draft.checkOut) : '—'}
          </dd>
        </div>
      </dl>
      <EditButton
        label="Edit dates and villa"
        onClick={() => dispatch({ type: 'setStep', step: 1 })}
      />
    </div>
  );
}
