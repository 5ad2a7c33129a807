import { useQuery } from '@tanstack/react-query';
import { Ban, BedDouble, IndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../domain/dates';
import { BLOCK_TYPE_LABELS } from '../../../domain/inventory';
import { ImportedNights } from '../channels/imported-nights';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { StatusBadge } from '../ui/status-badge';
import { villaCalendarDayQuery, type VillaCalendar } from './api';

/** The day chosen in the calendar: its figures, stays and blocks, and what can be done to it. */
export function CalendarDayCard({
  villaId,
  calendar,
  selected,
  today,
  canBlock,
  canEdit,
  onBlock,
  onRate,
  onUnits,
}: {
  villaId: string;
  calendar: VillaCalendar;
  selected: string | null;
  today: string;
  canBlock: boolean;
  canEdit: boolean;
  onBlock: (date: string) => void;
  onRate: (date: string) => void;
  onUnits: () => void;
}) {
  const day = useQuery({
    ...villaCalendarDayQuery(villaId, selected ?? today),
    enabled: selected !== null,
  });
  const selectedDay = selected ? calendar.days.find((d) => d.date === selected) : undefined;
  const isPast = selected !== null && selected < today;
  return (
    <Card title={selected ? formatLongDate(selected) : 'Select a day'}>
      {!selected ? (
        <p className="text-sm text-muted">
          Choose a day in the calendar to see its units and stays, and to block it or change its
          rate.
        </p>
      ) : (
        <div className="flex flex-col gap-3 text-sm" aria-live="polite">
          {selectedDay ? (
            <dl className="grid grid-cols-3 gap-2">
              <Figure label="Total units" value={calendar.totalUnits} />
              <Figure label="Available" value={selectedDay.available} />
              <Figure label="Booked" value={selectedDay.booked} />
            </dl>
          ) : null}
          {selectedDay && selectedDay.blocked > 0 ? (
            <p className="text-amber-900">{selectedDay.blocked} blocked</p>
          ) : null}
          {day.data ? <ImportedNights items={day.data.imported} /> : null}
          <h3 className="font-sans font-semibold text-ink">Current bookings</h3>
          {day.isPending ? (
            <p className="text-muted">Loading…</p>
          ) : day.data && day.data.bookings.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {day.data.bookings.map((b) => (
                <li
                  key={b.bookingId}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand p-2"
                >
                  <span>
                    <Link
                      to={`/admin/bookings/${b.bookingId}`}
                      className="font-medium text-forest underline"
                    >
                      {b.guestName}
                    </Link>{' '}
                    · {b.guests} {b.guests === 1 ? 'guest' : 'guests'} · {b.units.join(', ')}
                  </span>
                  <StatusBadge kind="booking" status={b.status} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">No bookings this night.</p>
          )}
          {day.data && day.data.blocks.length > 0 ? (
            <>
              <h3 className="font-sans font-semibold text-ink">Blocked units</h3>
              <ul className="flex flex-col gap-1">
                {day.data.blocks.map((b) => (
                  <li key={`${b.blockId}-${b.unitNumber}`}>
                    {b.unitNumber}: {BLOCK_TYPE_LABELS[b.type]}
                    {b.notes ? ` — ${b.notes}` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="flex flex-wrap gap-2 border-t border-sand pt-3">
            {canBlock ? (
              <Button variant="secondary" disabled={isPast} onClick={() => onBlock(selected)}>
                <Ban aria-hidden className="size-4" /> Block
              </Button>
            ) : null}
            {canEdit ? (
              <Button variant="secondary" disabled={isPast} onClick={() => onRate(selected)}>
                <IndianRupee aria-hidden className="size-4" /> Rate
              </Button>
            ) : null}
            <Button variant="secondary" disabled={isPast} onClick={onUnits}>
              <BedDouble aria-hidden className="size-4" /> Units
            </Button>
          </div>
          {isPast ? <p className="text-muted">Past dates cannot be changed.</p> : null}
        </div>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-cream p-2 text-center">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
