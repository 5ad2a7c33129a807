import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { nightsBetween } from '../../../domain/dates';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import { Card } from '../ui/card';
import { RefreshButton } from '../ui/refresh-button';
import { formatDateTime, formatStaffDate, useResortTz } from '../ui/resort-time';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { Badge, StatusBadge } from '../ui/status-badge';
import { bookingDetailQuery, type AdminBookingDetail } from './api';
import { AllBookingsLink } from './all-bookings-link';
import { BookingDetailActions } from './booking-detail-actions';
import { ActivityCard, EnquiriesAndEmails, PaymentsCard } from './booking-detail-cards';
import { ChargesCard } from './charges-card';
import { DocumentsCard } from './documents-card';
import { PriceTable } from './price-table';
import { RegistrationCard } from '../registrations/registration-card';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="min-w-0 break-words text-ink">{v ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BookingDetailPage() {
  const { bookingId = '' } = useParams();
  const query = useQuery(bookingDetailQuery(bookingId));
  const { data, isPending, isError, error, refetch, isFetching } = query;
  const toast = useToast();
  const notFound = error instanceof ApiError && error.status === 404;

  const shown = useRef(0);
  useEffect(() => {
    if (query.errorUpdateCount > shown.current) {
      shown.current = query.errorUpdateCount;
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 404)))
        toast({ type: 'error', title: 'Loading Failed', message: 'Failed to load the booking' });
    }
  }, [query.errorUpdateCount, error, toast]);

  return (
    <div className="flex flex-col gap-5">
      <AllBookingsLink />
      {isPending ? (
        <LoadingState label="Loading booking…" />
      ) : notFound ? (
        <EmptyState
          title={`Booking not found: ${bookingId}`}
          message="It may have been deleted, or the link is wrong."
        />
      ) : isError || !data ? (
        <ErrorState
          title="Loading Failed"
          message="Failed to load the booking"
          onRetry={() => void refetch()}
        />
      ) : (
        <BookingDetail detail={data} refresh={refetch} busy={isFetching} />
      )}
    </div>
  );
}

function BookingDetail({
  detail,
  refresh,
  busy,
}: {
  detail: AdminBookingDetail;
  refresh: () => Promise<{ isSuccess: boolean }>;
  busy: boolean;
}) {
  const tz = useResortTz();
  const b = detail.booking;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, tz) : '—');
  // The server's money (the ledger, decision 0112): shown as it comes, no rules of our own.
  const { money } = detail;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl sm:text-3xl">{b.guestName}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="font-mono text-ink">{b.bookingId}</span>
            <StatusBadge kind="booking" status={b.status} />
            <StatusBadge kind="payment" prefix="Payment" status={b.paymentStatus} />
            {b.archivedAt ? (
              <Badge className="bg-stone-200 text-stone-800">
                Archived {when(b.archivedAt)} (kept for its money records)
              </Badge>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RefreshButton
            refresh={refresh}
            message="Booking data has been updated"
            failMessage="Failed to refresh booking data"
            busy={busy}
          />
        </div>
      </div>
      <BookingDetailActions detail={detail} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title="Guest">
          <Facts
            rows={[
              ['Name', b.guestName],
              [
                'Email',
                <a href={`mailto:${b.email}`} className="text-forest underline">
                  {b.email}
                </a>,
              ],
              ['Phone', b.phone ? [b.countryCode, b.phone].filter(Boolean).join(' ') : null],
              ['Special requests', b.specialRequests],
              [
                'Admin notes',
                b.adminNotes ? <span className="whitespace-pre-line">{b.adminNotes}</span> : null,
              ],
            ]}
          />
        </Card>
        <Card title="Stay">
          <Facts
            rows={[
              ['Villa', b.villaName],
              ['Check-in', formatStaffDate(b.checkIn)],
              ['Check-out', formatStaffDate(b.checkOut)],
              ['Nights', nightsBetween(b.checkIn, b.checkOut)],
              [
                'Guests',
                `${b.adults} adult${b.adults === 1 ? '' : 's'}${b.children ? `, ${b.children} child${b.children === 1 ? '' : 'ren'}` : ''}`,
              ],
              ['Rooms', b.rooms],
              ['Package', b.packageName],
              ['Source', b.bookingSource],
              ['Made', when(b.createdAt)],
              ...(b.holdExpiresAt && b.status === 'pending'
                ? ([['Held until', when(b.holdExpiresAt)]] as [string, ReactNode][])
                : []),
            ]}
          />
        </Card>
        <Card title="Units">
          {detail.units.length === 0 ? (
            <p className="text-sm text-muted">
              No units held
              {b.status === 'cancelled' ? ' (freed when the booking was cancelled)' : ''}.
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {detail.units.map((u) => (
                <li key={u.unitNumber} className="rounded-lg border border-sand px-3 py-2 text-sm">
                  <span className="font-semibold">{u.unitNumber}</span>{' '}
                  <span className="text-muted">
                    · {u.roomType} · {u.status}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Price">
          <PriceTable
            lines={b.priceLines}
            total={b.total}
            className="text-sm"
            after={[
              ...(money.total !== b.total
                ? [{ label: 'Total with charges', amount: money.total }]
                : []),
              { label: 'Paid', amount: money.received },
              ...(money.refunded > 0 ? [{ label: 'Refunded', amount: money.refunded }] : []),
              { label: 'Due', amount: money.due },
            ]}
          />
        </Card>
      </div>

      <PaymentsCard detail={detail} when={when} />

      <ChargesCard detail={detail} />

      <RegistrationCard
        code={b.bookingId}
        leadName={b.guestName}
        checkIn={b.checkIn}
        bookingStatus={b.status}
      />

      <DocumentsCard code={b.bookingId} />

      <EnquiriesAndEmails detail={detail} when={when} />

      <ActivityCard activity={detail.activity} when={when} />
    </>
  );
}
