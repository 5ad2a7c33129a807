import { Eye, Pencil, Trash2 } from 'lucide-react';
import { formatInr } from '../../ui/format';
import type { useCan } from '../permissions';
import { Button } from '../ui/button';
import { createColumnHelper, type AdminColumn } from '../ui/table-columns';
import { formatDateTime } from '../ui/resort-time';
import { Badge } from '../ui/status-badge';
import type { AdminGuest } from './api';
import { TIER_LABELS, TIER_STYLES, TOTAL_SPENT_HINT } from './guest-labels';

const column = createColumnHelper<AdminGuest>();

/** The user list's columns, with view, edit and delete as the staff member may. */
export function guestColumns({
  tz,
  can,
  onView,
  onEdit,
  onDelete,
}: {
  tz: string;
  can: ReturnType<typeof useCan>;
  onView: (g: AdminGuest) => void;
  onEdit: (g: AdminGuest) => void;
  onDelete: (g: AdminGuest) => void;
}): AdminColumn<AdminGuest>[] {
  return [
    column.accessor('name', {
      header: 'User',
      cell: ({ row: { original: g } }) => (
        <div className="min-w-36">
          <p className="font-medium">{g.name}</p>
          <p className="text-xs text-muted">Joined {formatDateTime(g.joinedAt, tz)}</p>
        </div>
      ),
    }),
    column.display({
      id: 'contact',
      header: 'Contact',
      cell: ({ row: { original: g } }) => (
        <div>
          <p className="break-all">{g.email}</p>
          {g.phone ? <p className="text-xs text-muted">{g.phone}</p> : null}
        </div>
      ),
    }),
    column.accessor('bookings', { header: 'Bookings' }),
    column.accessor('totalSpent', {
      header: () => <span title={TOTAL_SPENT_HINT}>Total Spent</span>,
      cell: ({ getValue }) => formatInr(getValue()),
    }),
    column.accessor('lastBooking', {
      header: 'Last Booking',
      cell: ({ getValue }) => {
        const v = getValue();
        return <span className="whitespace-nowrap">{v ? formatDateTime(v, tz) : '—'}</span>;
      },
    }),
    column.accessor('tier', {
      header: 'Status',
      cell: ({ row: { original: g } }) => (
        <Badge className={g.anonymised ? 'bg-stone-200 text-stone-800' : TIER_STYLES[g.tier]}>
          {g.anonymised ? 'Anonymised' : TIER_LABELS[g.tier]}
        </Badge>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: g } }) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            className="px-2"
            onClick={() => onView(g)}
            aria-label={`View ${g.name}`}
          >
            <Eye aria-hidden className="size-4" />
          </Button>
          {g.anonymised || !can('guests.write') ? null : (
            <Button
              variant="ghost"
              className="px-2"
              onClick={() => onEdit(g)}
              aria-label={`Edit ${g.name}`}
            >
              <Pencil aria-hidden className="size-4" />
            </Button>
          )}
          {g.anonymised || !can('guests.erase') ? null : (
            <Button
              variant="ghost"
              className="px-2 text-red-800"
              onClick={() => onDelete(g)}
              aria-label={`Delete ${g.name}`}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      ),
    }),
  ] as AdminColumn<AdminGuest>[];
}
