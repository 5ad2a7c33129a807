import { useQueryClient } from '@tanstack/react-query';
import { LogIn, LogOut, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  FRONT_DESK_LABELS,
  frontDeskDoneMessage,
  type FrontDeskAction,
} from '../../../domain/front-desk';
import { formatInr } from '../../../domain/money';
import { BOOKINGS_KEY } from '../bookings/api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatStaffDate } from '../ui/resort-time';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { OCCUPANCY_KEY, runFrontDeskAction, type FrontDeskItem } from './api';

export const FRONT_DESK_ICONS = {
  'check-in': LogIn,
  'check-out': LogOut,
  'no-show': UserX,
} as const;

/** The booking an action is about (a front-desk list row, or the stay of a tile or bar). */
export type FrontDeskTarget = Pick<
  FrontDeskItem,
  'bookingId' | 'guestName' | 'guests' | 'checkOut' | 'units' | 'villaName'
> &
  Partial<Pick<FrontDeskItem, 'remainingAmount'>>;

const CONFIRM_TEXT: Record<FrontDeskAction, (b: FrontDeskTarget, today: string) => string> = {
  'check-in': (b) =>
    `Check in ${b.guestName} (${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}) to ${b.units.join(', ') || b.villaName}?`,
  'check-out': (b, today) =>
    `Check out ${b.guestName} from ${b.units.join(', ') || b.villaName}?` +
    (today < b.checkOut
      ? ` This is an early check-out (booked until ${formatStaffDate(b.checkOut)}): the nights from today on are released for sale.`
      : '') +
    (b.remainingAmount ? ` ${formatInr(b.remainingAmount)} is still due.` : ''),
  'no-show': (b) =>
    `Mark ${b.guestName} as a no-show? Their room nights from today on are released for sale.`,
};

type Pending = { booking: FrontDeskTarget; action: FrontDeskAction };

/**
 * Check in / check out / no-show with the confirmation first: `ask(booking, action)` opens it;
 * render `dialog`. Success toasts "Status Updated"; a refusal (someone else acted first, or the
 * day has passed) toasts the server's message, closes the dialog and reloads the lists. Either
 * way every occupancy query (tiles, grid, lists) and the bookings section reload.
 */
export function useFrontDeskAction(today: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const mutation = useAdminMutation({
    mutationFn: (p: Pending) => runFrontDeskAction(p.booking.bookingId, p.action),
    invalidate: [OCCUPANCY_KEY, BOOKINGS_KEY],
    success: (_r, p) => ({
      type: 'success',
      title: 'Status Updated',
      message: frontDeskDoneMessage(p.action, p.booking.guestName),
    }),
    failure: { title: 'Update Failed', message: 'Failed to update booking status' },
    onSuccess: () => setPending(null),
  });

  const dialog = (
    <ConfirmDialog
      open={Boolean(pending)}
      onOpenChange={(next) => !next && setPending(null)}
      title={pending ? FRONT_DESK_LABELS[pending.action] : ''}
      message={pending ? CONFIRM_TEXT[pending.action](pending.booking, today) : ''}
      confirmLabel={pending ? FRONT_DESK_LABELS[pending.action] : ''}
      tone={pending?.action === 'no-show' ? 'danger' : 'primary'}
      busy={mutation.isPending}
      onConfirm={() =>
        pending &&
        mutation.mutate(pending, {
          onError: () => {
            setPending(null);
            void queryClient.invalidateQueries({ queryKey: OCCUPANCY_KEY });
          },
        })
      }
    />
  );
  return {
    ask: (booking: FrontDeskTarget, action: FrontDeskAction) => setPending({ booking, action }),
    dialog,
  };
}
