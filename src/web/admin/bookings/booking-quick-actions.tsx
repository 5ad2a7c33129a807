import { useState } from 'react';
import { quickActions, type StaffStatusAction } from '../../../domain/booking-status';
import type { BookingStatus } from '../../../domain/enums';
import { Button } from '../ui/button';
import { StatusDialog } from './lazy-status-dialog';
import type { StatusTarget } from './status-dialog';

const LABEL: Record<StaffStatusAction, string> = {
  confirmed: 'Confirm',
  completed: 'Complete',
  cancelled: 'Cancel',
};

/** The spec's quick actions for one booking, each behind the danger dialog. */
export function BookingQuickActions({
  booking,
  status,
  compact = false,
}: {
  booking: StatusTarget;
  status: BookingStatus;
  compact?: boolean;
}) {
  const [action, setAction] = useState<StaffStatusAction | null>(null);
  const actions = quickActions(status);
  if (actions.length === 0) return null;
  return (
    <>
      {actions.map((a) => (
        <Button
          key={a}
          variant={!compact && a === 'cancelled' ? 'danger' : 'secondary'}
          className={compact ? 'px-2.5 py-1 text-xs' : ''}
          onClick={() => setAction(a)}
          aria-label={compact ? `${LABEL[a]} booking ${booking.bookingId}` : undefined}
        >
          {compact ? LABEL[a] : `${LABEL[a]} Booking`}
        </Button>
      ))}
      {action ? (
        <StatusDialog
          targets={[booking]}
          status={action}
          open
          onOpenChange={(open) => !open && setAction(null)}
        />
      ) : null}
    </>
  );
}
