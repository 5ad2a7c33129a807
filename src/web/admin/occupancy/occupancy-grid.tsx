import { useEffect, useRef, type CSSProperties } from 'react';
import { addDays, dayOfWeek, daysBetween, formatLongDate } from '../../../domain/dates';
import type { OccupancyRange } from './api';
import { dayColumn, GridBars } from './grid-bars';
import type { RoomDetails } from './room-details-dialog';
import { byVilla } from './room-tiles';

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAY_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const monthYearFormat = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = (d: string) => monthYearFormat.format(new Date(`${d}T00:00:00Z`));
const LABEL_WIDTH = '5.5rem';

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
        <DayHeader
          dates={dates}
          selectedDate={selectedDate}
          today={today}
          dayTone={dayTone}
          onPickDay={onPickDay}
        />

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
                style={{ gridRow: r, gridColumn: dayColumn(i) }}
              />
            )),
          ];
        })}

        <GridBars range={range} rowOf={rowOf} villaOf={villaOf} onOpen={onOpen} />

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
            style={{ gridRow: countsRow, gridColumn: dayColumn(i) }}
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

/** Row 1: a button per day (picks it), weekday and day of the month; today is ringed. */
function DayHeader({
  dates,
  selectedDate,
  today,
  dayTone,
  onPickDay,
}: {
  dates: string[];
  selectedDate: string;
  today: string;
  dayTone: (d: string) => string;
  onPickDay: (date: string) => void;
}) {
  const days = dates.length;
  return (
    <>
      {dates.map((d, i) => (
        <button
          key={d}
          type="button"
          onClick={() => onPickDay(d)}
          aria-pressed={d === selectedDate}
          aria-current={d === today ? 'date' : undefined}
          className={`flex flex-col items-center border-b border-l border-sand py-1 leading-tight hover:bg-sand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber ${dayTone(d)}`}
          style={{ gridRow: 1, gridColumn: dayColumn(i) }}
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
    </>
  );
}
