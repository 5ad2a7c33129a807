import { LogIn, LogOut } from 'lucide-react';
import type { OccupancyDay, OccupancyUnit } from './api';
import { blockTypeLabel, ROOM_STATUS_LABELS, type RoomDetails } from './room-details-dialog';

/** Diagonal stripes: blocked nights read as closed even without colour. */
export const STRIPES =
  'bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(217_119_6/0.18)_6px_10px)]';

/** Tile colours per status (text/background pairs ≥ 4.5:1). */
const TILE_STYLES: Record<OccupancyUnit['status'], string> = {
  occupied: 'border-forest bg-forest text-white',
  available: 'border-green-300 bg-white text-ink',
  blocked: `border-amber-500 bg-amber-50 text-amber-950 ${STRIPES}`,
  out_of_service: 'border-stone-400 bg-stone-100 text-stone-800',
};

const unitDetails = (u: OccupancyUnit, date: string): RoomDetails => ({
  unitNumber: u.unitNumber,
  villaName: u.villaName,
  status: u.status,
  date,
  arriving: u.arriving,
  stay: u.stay,
  block: u.blockType ? { type: u.blockType, notes: u.blockNotes } : null,
  departure: u.departure,
});

/** Units grouped by villa, in the order the server gives them. */
export function byVilla<T extends { villaId: string; villaName: string }>(units: T[]) {
  const groups = new Map<string, { villaId: string; villaName: string; units: T[] }>();
  for (const u of units) {
    const g = groups.get(u.villaId) ?? { villaId: u.villaId, villaName: u.villaName, units: [] };
    g.units.push(u);
    groups.set(u.villaId, g);
  }
  return [...groups.values()];
}

/** The night's per-villa room tiles GC-01 … KF-04. */
export function RoomTiles({
  day,
  onOpen,
}: {
  day: OccupancyDay;
  onOpen: (details: RoomDetails) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {byVilla(day.units).map((villa) => {
        const occupied = villa.units.filter((u) => u.status === 'occupied').length;
        return (
          <section
            key={villa.villaId}
            aria-label={villa.villaName}
            className="rounded-xl border border-sand bg-white p-4 shadow-sm"
          >
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg">{villa.villaName}</h2>
              <p className="text-sm text-muted">
                {occupied} of {villa.units.length} occupied
              </p>
            </div>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5 xl:grid-cols-7">
              {villa.units.map((u) => (
                <li key={u.unitNumber}>
                  <button
                    type="button"
                    onClick={() => onOpen(unitDetails(u, day.date))}
                    data-unit={u.unitNumber}
                    data-status={u.status}
                    className={`flex h-full min-h-24 w-full min-w-0 flex-col items-start gap-1 rounded-lg border-2 p-2 text-left transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber ${TILE_STYLES[u.status]}`}
                  >
                    <span className="flex w-full items-center justify-between gap-1">
                      <span className="font-mono text-sm font-semibold">{u.unitNumber}</span>
                      <span className="flex gap-0.5">
                        {u.arriving ? <LogIn aria-hidden className="size-4" /> : null}
                        {u.departure ? <LogOut aria-hidden className="size-4" /> : null}
                      </span>
                    </span>
                    <span className="text-xs font-medium">
                      {u.status === 'blocked' && u.blockType
                        ? blockTypeLabel(u.blockType)
                        : ROOM_STATUS_LABELS[u.status]}
                    </span>
                    {u.stay ? (
                      <span className="w-full truncate text-xs">{u.stay.guestName}</span>
                    ) : null}
                    {u.arriving || u.departure ? (
                      <span className="flex flex-wrap gap-1 text-[0.6875rem] font-semibold">
                        {u.arriving ? (
                          <span className="rounded bg-sky-100 px-1 text-sky-900">Arriving</span>
                        ) : null}
                        {u.departure ? (
                          <span className="rounded bg-indigo-100 px-1 text-indigo-900">
                            Departing
                          </span>
                        ) : null}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The key to the colours, shared by the tiles and the grid. */
export function OccupancyLegend() {
  const items: [string, string][] = [
    ['Occupied', TILE_STYLES.occupied],
    ['Available', TILE_STYLES.available],
    ['Blocked', TILE_STYLES.blocked],
    ['Out of service', TILE_STYLES.out_of_service],
  ];
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {items.map(([label, style]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden className={`inline-block size-3.5 rounded border-2 ${style}`} />
          {label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <LogIn aria-hidden className="size-3.5" /> Arriving
      </li>
      <li className="flex items-center gap-1.5">
        <LogOut aria-hidden className="size-3.5" /> Departing
      </li>
    </ul>
  );
}
