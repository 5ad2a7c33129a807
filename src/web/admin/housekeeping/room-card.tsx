import { CircleAlert, LogIn, Wrench } from 'lucide-react';
import {
  HOUSEKEEPING_LABELS,
  NEXT_ACTION_LABELS,
  type HousekeepingState,
} from '../../../domain/housekeeping';
import { Button } from '../ui/button';
import { formatDateTime } from '../ui/resort-time';
import type { HousekeepingUnit } from './api';

/** Each state's colours (text on a tint; contrast ≥ 4.5:1). */
const STATE_STYLES: Record<HousekeepingState, { card: string; badge: string }> = {
  dirty: { card: 'border-amber-300', badge: 'bg-amber-100 text-amber-950' },
  clean: { card: 'border-emerald-300', badge: 'bg-emerald-100 text-emerald-950' },
  inspected: { card: 'border-sky-300', badge: 'bg-sky-100 text-sky-950' },
  out_of_order: { card: 'border-red-300', badge: 'bg-red-100 text-red-950' },
};

/**
 * One room on the board: its state, why it is out of order, who changed it last, and one large
 * button for its next state (dirty → clean → inspected → dirty; out of order → back in service).
 */
export function RoomCard({
  unit,
  canChange,
  busy,
  onNext,
  onOutOfOrder,
  timeZone,
}: {
  unit: HousekeepingUnit;
  timeZone: string;
  canChange: boolean;
  busy: boolean;
  onNext: () => void;
  onOutOfOrder: () => void;
}) {
  const style = STATE_STYLES[unit.state];
  const headingId = `room-${unit.unitId}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-xl border-2 bg-white p-3 shadow-sm ${style.card}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-mono text-xl font-semibold text-ink">
            {unit.unitNumber}
          </h2>
          <p className="text-xs text-muted">{unit.villaName}</p>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-sm font-medium ${style.badge}`}>
          {HOUSEKEEPING_LABELS[unit.state]}
        </span>
      </div>
      {unit.note ? (
        <p className="flex items-start gap-1 text-sm text-red-900">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {unit.note}
        </p>
      ) : null}
      {unit.arrivalToday ? (
        <p className="flex items-center gap-1 text-sm font-medium text-forest">
          <LogIn aria-hidden className="size-4" /> Arrival today
        </p>
      ) : unit.occupiedTonight ? (
        <p className="text-sm text-muted">Guest in house</p>
      ) : null}
      <p className="text-xs text-muted">
        {unit.updatedBy
          ? `${unit.updatedBy}, ${formatDateTime(unit.updatedAt, timeZone)}`
          : 'No change recorded'}
      </p>
      {canChange ? (
        <div className="mt-auto flex flex-col gap-2">
          <Button
            className="min-h-12 w-full text-base"
            variant={unit.state === 'inspected' ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={onNext}
            aria-label={`${NEXT_ACTION_LABELS[unit.state]}: ${unit.unitNumber}`}
          >
            {NEXT_ACTION_LABELS[unit.state]}
          </Button>
          <Button
            variant="ghost"
            className="min-h-11 w-full"
            disabled={busy}
            onClick={onOutOfOrder}
            aria-label={`${unit.state === 'out_of_order' ? 'Change the note of' : 'Out of order'}: ${unit.unitNumber}`}
          >
            <Wrench aria-hidden className="size-4" />
            {unit.state === 'out_of_order' ? 'Change note' : 'Out of order…'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
