import { useEffect, useRef, type CSSProperties } from 'react';
import { addDays, dayOfWeek, daysBetween, formatLongDate } from '../../../domain/dates';
import { gridPlacement } from '../../../domain/occupancy-view';
import { bookingStatusLabel } from '../../../domain/booking-status';
import { formatStaffDate } from '../ui/resort-time';
import type { OccupancyRange, RangeBlock, RangeStay } from './api';
import { blockTypeLabel, type RoomDetails } from './room-details-dialog';
import { byVilla, STRIPES } from './room-tiles';

/** Bar colours by booking status (text/background pairs ≥ 4.5:1). */
const BAR_STYLES: Record<string, string> = {
  pending: 'border border-dashed border-amber-600 bg-amber-100 text-amber-950',
  confirmed: 'bg-forest text-white',
  checked_in: 'bg-sky-800 text-white',
  checked_out: 'bg-stone-600 text-white',
  completed: 'bg-stone-600 text-white',
  no_show: 'bg-stone-200 text-stone-800',
};

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAY_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const monthYearFormat = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = (d: string) => monthYearFormat.format(new Date(`${d}T00:00:00Z`));
const LABEL_WIDTH = '5.5rem';

const stayLabel = (s: RangeStay) =>
  `${s.guestName}, ${s.unitNumber}, ${s.guests} ${s.guests === 1 ? 'guest' : 'guests'}, ` +
  `${formatStaffDate(s.checkIn, false)} to ${formatStaffDate(s.checkOut, false)}, ${bookingStatusLabel(s.status)}`;

const blockLabel = (b: RangeBlock) =>
  `${blockTypeLabel(b.type)}, ${b.unitNumber} blocked, ${formatStaffDate(b.start, false)} to ${formatStaffDate(addDays(b.end, -1), false)}`;

/**
 * The unit × day grid of the week and month views: a CSS grid with a column per day; each stay is
 * one bar spanning its nights (grid-column: start / span n), blocks are striped bars. The grid
 * scrolls sideways inside its own box on a phone, with the room column kept in view.
 */
export function OccupancyGrid({
  range,
  selectedDate,
  today,
  onOpen,
  onPickDay,
}: {
  range: OccupancyRange;
  selectedDate: string;
  today: string;
  onOpen: (details: RoomDetails) => void;
  onPickDay: (date: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen, bring the selected day into view (the grid starts on the 1st otherwise).
  useEffect(() => {
    const box = scroller.current;
    const picked = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !picked || box.scrollWidth <= box.clientWidth) return;
    const label = box.querySelector<HTMLElement>('[data-grid-corner]')?.offsetWidth ?? 0;
    const left = picked.offsetLeft - label;
    if (
      left < box.scrollLeft ||
      picked.offsetLeft + picked.offsetWidth > box.scrollLeft + box.clientWidth
    )
      box.scrollLeft = Math.max(0, left - picked.offsetWidth);
  }, [selectedDate, range.from, range.to]);
  const days = daysBetween(range.from, range.to) + 1;
  const dates = Array.from({ length: days }, (_, i) => addDays(range.from, i));
  const cellMin = days > 7 ? '1.875rem' : '5rem';
  const villaOf = new Map(range.units.map((u) => [u.unitNumber, u.villaName]));
  const groups = byVilla(range.units);

  // Row 1 is the day header; each villa takes a heading row, then one row per unit; last the counts.
  const rowOf = new Map<string, number>();
  let row = 2;
  const villaRows = groups.map((g) => {
    const heading = row++;
    for (const u of g.units) rowOf.set(u.unitNumber, row++);
    return heading;
  });
  const countsRow = row;

  const gridStyle: CSSProperties = {
    gridTemplateColumns: `${LABEL_WIDTH} repeat(${days}, minmax(${cellMin}, 1fr))`,
    minWidth: `calc(${LABEL_WIDTH} + ${days} * ${cellMin})`,
  };
  const column = (i: number) => i + 2;
  const dayTone = (d: string) =>
    d === selectedDate
      ? 'bg-amber-50'
      : dayOfWeek(d) === 0 || dayOfWeek(d) === 6
        ? 'bg-cream/70'
        : '';

  return (
    <div
      role="region"
      aria-label={`Occupancy grid, ${formatLongDate(range.from)} to ${formatLongDate(range.to)}`}
      tabIndex={0}
      ref={scroller}
      className="relative overflow-x-auto rounded-xl border border-sand bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-amber"
    >
      <div className="grid w-full text-xs" style={gridStyle} data-testid="occupancy-grid">
        <div
          data-grid-corner
          className="sticky left-0 z-20 flex items-end border-b border-sand bg-white px-2 py-1.5 font-semibold text-muted"
          style={{ gridRow: 1, gridColumn: 1 }}
        >
          Room
        </div>
        {dates.map((d, i) => (
          <button
            key={d}
            type="button"
            onClick={() => onPickDay(d)}
            aria-pressed={d === selectedDate}
            aria-current={d === today ? 'date' : undefined}
            className={`flex flex-col items-center border-b border-l border-sand py-1 leading-tight hover:bg-sand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber ${dayTone(d)}`}
            style={{ gridRow: 1, gridColumn: column(i) }}
          >
            <span className="sr-only">Select </span>
            <span aria-hidden className="text-[0.625rem] text-muted">
              {WEEKDAY[dayOfWeek(d)]!.slice(0, days > 7 ? 2 : 3)}
            </span>
            <span
              className={`font-semibold ${d === today ? 'rounded-full bg-forest px-1.5 text-white' : 'text-ink'}`}
            >
              {Number(d.slice(8))}
            </span>
            <span className="sr-only">
              {' '}
              {monthYear(d)} ({WEEKDAY_LONG[dayOfWeek(d)]})
            </span>
          </button>
        ))}

        {groups.map((g, gi) => (
          <div
            key={g.villaId}
            className="border-b border-sand bg-cream"
            style={{ gridRow: villaRows[gi], gridColumn: '1 / -1' }}
          >
            <h3 className="sticky left-0 inline-block px-2 py-1 font-serif text-sm text-forest">
              {g.villaName}
            </h3>
          </div>
        ))}

        {range.units.map((u) => {
          const r = rowOf.get(u.unitNumber)!;
          const outOfService = u.unitStatus !== 'available';
          return [
            <div
              key={`${u.unitNumber}-label`}
              className="sticky left-0 z-20 flex h-9 items-center border-b border-sand bg-white px-2 font-mono font-semibold"
              style={{ gridRow: r, gridColumn: 1 }}
            >
              {u.unitNumber}
              {outOfService ? <span className="sr-only"> (out of service)</span> : null}
            </div>,
            ...dates.map((d, i) => (
              <div
                key={`${u.unitNumber}-${d}`}
                aria-hidden
                className={`h-9 border-b border-l border-sand ${outOfService ? 'bg-stone-100' : dayTone(d)}`}
                style={{ gridRow: r, gridColumn: column(i) }}
              />
            )),
          ];
        })}

        {range.blocks.map((b) => {
          const { column: c, span } = gridPlacement(range.from, range.to, b);
          if (!span) return null;
          return (
            <button
              key={`${b.unitNumber}-${b.blockId}-${b.start}`}
              type="button"
              aria-label={blockLabel(b)}
              title={blockLabel(b)}
              onClick={() =>
                onOpen({
                  unitNumber: b.unitNumber,
                  villaName: villaOf.get(b.unitNumber) ?? '',
                  status: 'blocked',
                  stay: null,
                  block: { type: b.type, notes: b.notes, start: b.start, end: addDays(b.end, -1) },
                  departure: null,
                })
              }
              className={`z-10 mx-px my-1 truncate rounded border border-amber-500 bg-amber-50 px-1 text-left font-medium text-amber-950 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-amber ${STRIPES}`}
              style={{
                gridRow: rowOf.get(b.unitNumber),
                gridColumn: `${column(c - 1)} / span ${span}`,
              }}
              data-block={b.unitNumber}
            >
              {blockTypeLabel(b.type)}
            </button>
          );
        })}

        {range.stays.map((s) => {
          const { column: c, span } = gridPlacement(range.from, range.to, s);
          if (!span) return null;
          const clippedLeft = s.start > s.checkIn;
          const clippedRight = s.end < s.checkOut;
          return (
            <button
              key={`${s.unitNumber}-${s.bookingId}-${s.start}`}
              type="button"
              aria-label={stayLabel(s)}
              title={stayLabel(s)}
              onClick={() =>
                onOpen({
                  unitNumber: s.unitNumber,
                  villaName: villaOf.get(s.unitNumber) ?? '',
                  status: 'occupied',
                  stay: s,
                  block: null,
                  departure: null,
                })
              }
              className={`z-10 mx-px my-1 truncate px-1.5 text-left font-medium shadow-sm hover:brightness-110 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-amber ${clippedLeft ? 'rounded-l-none' : 'rounded-l-md'} ${clippedRight ? 'rounded-r-none' : 'rounded-r-md'} ${BAR_STYLES[s.status] ?? 'bg-stone-300 text-ink'}`}
              style={{
                gridRow: rowOf.get(s.unitNumber),
                gridColumn: `${column(c - 1)} / span ${span}`,
              }}
              data-stay={s.bookingId}
              data-unit={s.unitNumber}
            >
              {s.guestName}
            </button>
          );
        })}

        <div
          className="sticky left-0 z-20 flex items-center bg-white px-2 py-1.5 font-semibold text-muted"
          style={{ gridRow: countsRow, gridColumn: 1 }}
        >
          Occupied
        </div>
        {range.days.map((d, i) => (
          <div
            key={d.date}
            className={`flex flex-col items-center border-l border-sand py-1 leading-tight ${dayTone(d.date)}`}
            style={{ gridRow: countsRow, gridColumn: column(i) }}
            title={`${formatLongDate(d.date)}: ${d.occupied} of ${range.totalRooms} occupied (${d.occupancyRate}%), ${d.blocked} blocked`}
          >
            <span className={d.occupied ? 'font-semibold text-ink' : 'text-muted'}>
              {d.occupied}
            </span>
            <span className="text-[0.625rem] text-muted">{d.occupancyRate}%</span>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The key to the bar colours. */
export function GridLegend() {
  const items: [string, string][] = [
    ['Confirmed', BAR_STYLES.confirmed!],
    ['Pending', BAR_STYLES.pending!],
    ['Checked in', BAR_STYLES.checked_in!],
    ['Checked out', BAR_STYLES.checked_out!],
    ['Blocked', `border border-amber-500 bg-amber-50 ${STRIPES}`],
  ];
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {items.map(([label, style]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden className={`inline-block h-3 w-5 rounded ${style}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
