import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../permissions';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { inputClass } from '../ui/field';
import { formatStaffDate } from '../ui/resort-time';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  bookingUnitsQuery,
  channelChangeKeys,
  conflictsQuery,
  markHandled,
  moveBooking,
  type ExternalReservation,
} from './api';

const bookingOf = (r: ExternalReservation) =>
  r.conflictWith?.startsWith('booking ') ? r.conflictWith.slice('booking '.length) : null;

/** OTA reservations over nights already taken here: the alarm, with its two ways out. */
export function ConflictsCard() {
  const conflicts = useQuery(conflictsQuery);
  const can = useCan();
  const [moving, setMoving] = useState<ExternalReservation | null>(null);
  const handled = useAdminMutation({
    mutationFn: (r: ExternalReservation) => markHandled(r.id),
    invalidate: channelChangeKeys,
    success: (r) => ({
      type: 'success',
      title: 'Conflict Handled',
      message: `${r.channelName} on ${r.unitNumber} is marked handled`,
    }),
    failure: { title: 'Update Failed', message: 'Could not mark the conflict handled' },
  });
  const items = conflicts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card title={`Conflicts (${items.length})`} className="border-red-300">
      <p className="mb-3 text-sm text-red-900">
        <TriangleAlert aria-hidden className="mr-1 inline size-4" />
        These nights were sold on a channel and here. Move the direct booking to a free unit, or
        settle it with the channel and mark it handled.
      </p>
      <ul className="flex flex-col gap-2">
        {items.map((r) => {
          const bookingId = bookingOf(r);
          return (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm"
            >
              <span>
                <strong>{r.unitNumber}</strong>: {r.channelName}
                {r.summary ? ` (${r.summary})` : ''}, {formatStaffDate(r.checkIn)} –{' '}
                {formatStaffDate(r.checkOut)}; already taken by{' '}
                {bookingId ? (
                  <Link
                    className="text-forest underline"
                    to={`/admin/bookings/${encodeURIComponent(bookingId)}`}
                  >
                    booking {bookingId}
                  </Link>
                ) : (
                  r.conflictWith
                )}
              </span>
              <span className="flex flex-wrap gap-2">
                {bookingId && can('bookings.write') ? (
                  <Button variant="secondary" onClick={() => setMoving(r)}>
                    Move booking {bookingId}
                  </Button>
                ) : null}
                {can('villas.write') ? (
                  <Button
                    variant="secondary"
                    disabled={handled.isPending}
                    onClick={() => handled.mutate(r)}
                  >
                    Mark handled
                  </Button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {moving ? <MoveDialog conflict={moving} onClose={() => setMoving(null)} /> : null}
    </Card>
  );
}

/** The existing unit move (PATCH unitNumbers) from the conflicted unit to a free one. */
function MoveDialog({ conflict, onClose }: { conflict: ExternalReservation; onClose: () => void }) {
  const bookingId = bookingOf(conflict)!;
  const units = useQuery(bookingUnitsQuery(bookingId));
  const current = units.data?.units.filter((u) => u.current).map((u) => u.unitNumber) ?? [];
  const free = units.data?.units.filter((u) => !u.current).map((u) => u.unitNumber) ?? [];
  const [target, setTarget] = useState('');
  const chosen = target || free[0] || '';
  const move = useAdminMutation({
    mutationFn: () =>
      moveBooking(
        bookingId,
        current.map((u) => (u === conflict.unitNumber ? chosen : u)),
      ),
    invalidate: channelChangeKeys,
    success: () => ({
      type: 'success',
      title: 'Booking Moved',
      message: `${bookingId} moved from ${conflict.unitNumber} to ${chosen}`,
    }),
    failure: { title: 'Move Failed', message: 'Could not move the booking' },
    onSuccess: onClose,
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Move booking ${bookingId}`}
      tone="primary"
      message={
        units.isPending
          ? 'Looking for free units…'
          : free.length === 0
            ? `No other unit of this villa is free for ${formatStaffDate(units.data?.checkIn ?? conflict.checkIn)} – ${formatStaffDate(units.data?.checkOut ?? conflict.checkOut)}. Settle it with the channel instead.`
            : `Move it off ${conflict.unitNumber}, so ${conflict.channelName}'s guest keeps that unit.`
      }
      confirmLabel="Move booking"
      confirmDisabled={!chosen || current.length === 0}
      busy={move.isPending}
      onConfirm={() => move.mutate()}
    >
      {free.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="move-to-unit" className="text-sm font-medium text-ink">
            Move to unit
          </label>
          <select
            id="move-to-unit"
            className={inputClass}
            value={chosen}
            onChange={(e) => setTarget(e.target.value)}
          >
            {free.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
