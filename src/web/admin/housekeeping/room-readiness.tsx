import { CircleAlert, CircleCheck } from 'lucide-react';
import {
  HOUSEKEEPING_LABELS,
  isRoomReady,
  type HousekeepingState,
} from '../../../domain/housekeeping';

/** On an arrival: whether each assigned room is ready (clean or inspected), in words and an icon. */
export function RoomReadiness({
  rooms,
}: {
  rooms: readonly { unitNumber: string; state: HousekeepingState }[];
}) {
  if (rooms.length === 0) return null;
  const notReady = rooms.filter((r) => !isRoomReady(r.state));
  if (notReady.length === 0)
    return (
      <p className="flex items-center gap-1 text-sm text-moss">
        <CircleCheck aria-hidden className="size-4" />
        {rooms.length === 1 ? 'Room ready' : 'Rooms ready'}
      </p>
    );
  return (
    <p className="flex items-center gap-1 text-sm font-medium text-amber-900">
      <CircleAlert aria-hidden className="size-4" />
      Not ready:{' '}
      {notReady
        .map((r) => `${r.unitNumber} ${HOUSEKEEPING_LABELS[r.state].toLowerCase()}`)
        .join(', ')}
    </p>
  );
}
