import { addDays } from '../../../domain/dates';
import { gridPlacement } from '../../../domain/occupancy-view';
import { bookingStatusLabel } from '../../../domain/booking-status';
import { formatStaffDate } from '../ui/resort-time';
import type { OccupancyRange, RangeBlock, RangeStay } from './api';
import { blockTypeLabel, type RoomDetails } from './room-details-dialog';
import { STRIPES } from './room-tiles';

/** Bar colours by booking status (text/background pairs ≥ 4.5:1). */
const BAR_STYLES: Record<string, string> = {
  pending: 'border border-dashed border-amber-600 bg-amber-100 text-amber-950',
  confirmed: 'bg-forest text-white',
  checked_in: 'bg-sky-800 text-white',
  checked_out: 'bg-stone-600 text-white',
  completed: 'bg-stone-600 text-white',
  no_show: 'bg-stone-200 text-stone-800',
};

/** The grid column of the window's `i`-th day (column 1 holds the room labels). */
export const dayColumn = (i: number) => i + 2;

const stayLabel = (s: RangeStay) =>
  `${s.guestName}, ${s.unitNumber}, ${s.guests} ${s.guests === 1 ? 'guest' : 'guests'}, ` +
  `${formatStaffDate(s.checkIn, false)} to ${formatStaffDate(s.checkOut, false)}, ${bookingStatusLabel(s.status)}`;

const blockLabel = (b: RangeBlock) =>
  `${blockTypeLabel(b.type)}, ${b.unitNumber} blocked, ${formatStaffDate(b.start, false)} to ${formatStaffDate(addDays(b.end, -1), false)}`;

/** The stays (one bar across their nights) and blocks (striped) of the grid, on their unit's row. */
export function GridBars({
  range,
  rowOf,
  villaOf,
  onOpen,
}: {
  range: OccupancyRange;
  rowOf: Map<string, number>;
  villaOf: Map<string, string>;
  onOpen: (details: RoomDetails) => void;
}) {
  return (
    <>
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
              gridColumn: `${dayColumn(c - 1)} / span ${span}`,
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
              gridColumn: `${dayColumn(c - 1)} / span ${span}`,
            }}
            data-stay={s.bookingId}
            data-unit={s.unitNumber}
          >
            {s.guestName}
          </button>
        );
      })}
    </>
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
