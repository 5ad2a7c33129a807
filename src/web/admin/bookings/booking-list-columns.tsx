import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatInr } from '../../ui/format';
import { buttonBase, buttonStyles } from '../ui/button';
import { formatDateTime, formatStaffDate } from '../ui/resort-time';
import { StatusBadge } from '../ui/status-badge';
import type { AdminColumn } from '../ui/table-columns';
import type { AdminBookingListItem } from './api';
import { BookingQuickActions } from './booking-quick-actions';

/** The bookings table's columns: booking, guest, stay, status, total and the row's actions. */
export function useBookingColumns(tz: string): AdminColumn<AdminBookingListItem>[] {
  return useMemo(
    () => [
      {
        id: 'bookingId',
        header: 'Booking',
        cell: ({ row }) => (
          <div>
            <Link
              to={`/admin/bookings/${encodeURIComponent(row.original.bookingId)}`}
              className="font-mono text-xs font-semibold text-forest underline-offset-2 hover:underline"
            >
              {row.original.bookingId}
            </Link>
            <p className="text-xs text-muted">Made {formatDateTime(row.original.createdAt, tz)}</p>
          </div>
        ),
      },
      {
        id: 'guestName',
        header: 'Guest',
        cell: ({ row }) => (
          <div className="min-w-36">
            <p className="font-medium text-ink">{row.original.guestName}</p>
            <p className="text-xs [overflow-wrap:anywhere] text-muted">{row.original.email}</p>
            {row.original.phone ? <p className="text-xs text-muted">{row.original.phone}</p> : null}
          </div>
        ),
      },
      {
        // The villa and its units with the dates: one column less, so the table (Actions
        // included) fits a 1280 px screen beside the menu.
        id: 'checkIn',
        header: 'Stay',
        cell: ({ row }) => (
          <div className="min-w-32">
            <p className="whitespace-nowrap">
              {formatStaffDate(row.original.checkIn)} → {formatStaffDate(row.original.checkOut)}
            </p>
            <p className="text-xs text-muted">
              {row.original.villaName}
              {' · '}
              {row.original.units.length ? row.original.units.join(', ') : 'No units held'}
            </p>
          </div>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <StatusBadge kind="booking" status={row.original.status} />
            <StatusBadge kind="payment" prefix="Payment" status={row.original.paymentStatus} />
          </div>
        ),
      },
      {
        id: 'total',
        header: 'Total',
        cell: ({ row }) => (
          <div className="text-right whitespace-nowrap">
            <p className="font-semibold">{formatInr(row.original.total)}</p>
            {row.original.remainingAmount > 0 && row.original.paymentStatus === 'advance_paid' ? (
              <p className="text-xs text-muted">{formatInr(row.original.remainingAmount)} due</p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="flex w-20 flex-col gap-1.5 max-md:w-auto max-md:flex-row">
            <BookingQuickActions booking={row.original} status={row.original.status} compact />
            <Link
              to={`/admin/bookings/${encodeURIComponent(row.original.bookingId)}?edit=1`}
              aria-label={`Edit booking ${row.original.bookingId}`}
              className={`${buttonBase} ${buttonStyles.secondary} px-2.5 py-1 text-xs`}
            >
              Edit
            </Link>
          </div>
        ),
      },
    ],
    [tz],
  );
}
