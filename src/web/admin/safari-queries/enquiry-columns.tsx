import { Eye, MessageSquareReply } from 'lucide-react';
import { Button } from '../ui/button';
import { createColumnHelper, type AdminColumn } from '../ui/table-columns';
import { formatDateTime, formatStaffDate } from '../ui/resort-time';
import { StatusBadge } from '../ui/status-badge';
import type { AdminSafariEnquiry } from './api';

const column = createColumnHelper<AdminSafariEnquiry>();

/** The enquiry list's columns; an answerable enquiry with an e-mail can be responded to. */
export function enquiryColumns({
  tz,
  onView,
  onRespond,
}: {
  tz: string;
  onView: (e: AdminSafariEnquiry) => void;
  onRespond: (e: AdminSafariEnquiry) => void;
}): AdminColumn<AdminSafariEnquiry>[] {
  return [
    column.accessor('guestName', {
      header: 'Guest Details',
      cell: ({ row: { original: e } }) => (
        <div className="min-w-40">
          <p className="font-medium">{e.guestName ?? 'Guest not booked yet'}</p>
          {e.email ? <p className="text-xs break-all text-muted">{e.email}</p> : null}
          {e.phone ? <p className="text-xs text-muted">{e.phone}</p> : null}
        </div>
      ),
    }),
    column.display({
      id: 'safari',
      header: 'Safari Details',
      cell: ({ row: { original: e } }) => (
        <div className="min-w-36">
          <p className="font-medium">{e.safariName}</p>
          <p className="text-xs text-muted">
            {e.numberOfPersons} {e.numberOfPersons === 1 ? 'person' : 'persons'}
            {e.bookingId ? ` · ${e.bookingId}` : ''}
          </p>
        </div>
      ),
    }),
    column.accessor('preferredDate', {
      header: 'Preferred Date',
      cell: ({ row: { original: e } }) => (
        <span className="whitespace-nowrap">
          {e.preferredDate ? formatStaffDate(e.preferredDate) : '—'}
          {e.preferredTiming ? (
            <span className="block text-xs text-muted">{e.preferredTiming}</span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge kind="safari" status={getValue()} />,
    }),
    column.accessor('createdAt', {
      header: 'Created',
      cell: ({ getValue }) => (
        <span className="whitespace-nowrap">{formatDateTime(getValue(), tz)}</span>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: e } }) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            className="px-2"
            onClick={() => onView(e)}
            aria-label={`View enquiry from ${e.guestName ?? 'a guest'}`}
          >
            <Eye aria-hidden className="size-4" />
          </Button>
          {(e.status === 'pending' || e.status === 'confirmed') && e.email ? (
            <Button
              variant="ghost"
              className="px-2"
              onClick={() => onRespond(e)}
              aria-label={`Respond to ${e.guestName ?? 'the guest'}`}
            >
              <MessageSquareReply aria-hidden className="size-4" />
            </Button>
          ) : null}
        </div>
      ),
    }),
  ] as AdminColumn<AdminSafariEnquiry>[];
}
