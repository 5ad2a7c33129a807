import { BULK_STATUS_ACTIONS, type StaffStatusAction } from '../../../domain/booking-status';
import { Button } from '../ui/button';

const BULK_LABEL: Record<StaffStatusAction, string> = {
  confirmed: 'Mark Confirmed',
  completed: 'Mark Completed',
  cancelled: 'Cancel Selected',
};

/** Above the bookings table: how many are selected, the bulk status actions, Clear selection. */
export function BookingBulkBar({
  count,
  onAction,
  onClear,
}: {
  count: number;
  onAction: (action: StaffStatusAction) => void;
  onClear: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-sand bg-white px-3 py-2 shadow-sm"
    >
      <p className="mr-auto text-sm text-ink" aria-live="polite">
        {count} selected
      </p>
      {BULK_STATUS_ACTIONS.map((a) => (
        <Button
          key={a}
          variant={a === 'cancelled' ? 'danger' : 'secondary'}
          className="px-3 py-1.5"
          onClick={() => onAction(a)}
        >
          {BULK_LABEL[a]}
        </Button>
      ))}
      {count ? (
        <Button variant="ghost" className="px-3 py-1.5" onClick={onClear}>
          Clear selection
        </Button>
      ) : null}
    </div>
  );
}
