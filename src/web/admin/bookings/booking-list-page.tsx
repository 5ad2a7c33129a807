import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_SORT_KEYS, bookingListQuerySchema } from '../../../domain/booking-list';
import { NO_SELECTION, type StaffStatusAction } from '../../../domain/booking-status';
import { useToast } from '../../ui/toast';
import { useCan } from '../permissions';
import { buttonBase, buttonStyles } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { DownloadButton } from '../ui/download-button';
import { ClearFiltersButton } from '../ui/filter-bar';
import { Pagination } from '../ui/pagination';
import { RefreshButton } from '../ui/refresh-button';
import { useResortTz } from '../ui/resort-time';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import type { RowSelection } from '../ui/table-columns';
import { useListParams } from '../ui/use-list-params';
import { bookingListQuery, exportHref, type AdminBookingListItem } from './api';
import { BookingBulkBar } from './booking-bulk-bar';
import { useBookingColumns } from './booking-list-columns';
import { BookingListFilters } from './booking-list-filters';
import { StatusDialog } from './lazy-status-dialog';
import { LOADING_FAILED, useBookingListNotices } from './use-booking-list-notices';

/** /admin/bookings — find, filter, sort and page the bookings, act on one or on a selection. */
export function BookingListPage() {
  const { params, apiQuery, apiSearch, update, clear } = useListParams(bookingListQuerySchema);
  const toast = useToast();
  const can = useCan();
  const columns = useBookingColumns(useResortTz());
  const {
    data,
    isPending,
    isError,
    isFetching,
    isPlaceholderData,
    refetch,
    errorUpdateCount,
    error,
  } = useQuery(bookingListQuery(apiQuery));
  const [selected, setSelected] = useState<RowSelection>({});
  const [bulkAction, setBulkAction] = useState<StaffStatusAction | null>(null);
  const filtered = Boolean(
    params.q || params.status || params.paymentStatus || params.villaId || params.from || params.to,
  );
  useBookingListNotices({
    total: data?.total,
    isPlaceholderData,
    filtered,
    apiSearch,
    errorUpdateCount,
    error,
  });

  const items = data?.items ?? EMPTY;
  const selectedIds = Object.keys(selected);
  const byId = useRef(new Map<string, AdminBookingListItem>());
  for (const item of items) byId.current.set(item.bookingId, item);
  const selectedTargets = selectedIds
    .map((id) => byId.current.get(id))
    .filter((b): b is AdminBookingListItem => Boolean(b));

  const startBulk = (action: StaffStatusAction) => {
    if (selectedTargets.length === 0) {
      toast({ type: 'warning', ...NO_SELECTION });
      return;
    }
    setBulkAction(action);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl sm:text-3xl">Booking Management</h1>
          <p className="text-sm text-muted">Find, edit, confirm, cancel and take bookings</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RefreshButton
            refresh={refetch}
            message="Booking data has been updated"
            failMessage="Failed to refresh booking data"
            busy={isFetching}
          />
          {can('exports') ? (
            <DownloadButton
              href={exportHref(apiQuery)}
              fallbackName="bookings.csv"
              failMessage="Failed to export bookings"
            />
          ) : null}
          {can('bookings.write') ? (
            <Link to="/admin/bookings/new" className={`${buttonBase} ${buttonStyles.primary}`}>
              <Plus aria-hidden className="size-4" /> New Booking
            </Link>
          ) : null}
        </div>
      </div>

      <BookingListFilters params={params} update={update} clear={clear} filtered={filtered} />
      <BookingBulkBar
        count={selectedIds.length}
        onAction={startBulk}
        onClear={() => setSelected({})}
      />

      {isPending ? (
        <LoadingState label="Loading bookings…" />
      ) : isError && !data ? (
        <ErrorState
          title={LOADING_FAILED.title}
          message={LOADING_FAILED.message}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <DataTable
            caption="Bookings"
            columns={columns}
            data={items}
            getRowId={(b) => b.bookingId}
            sort={params.sort}
            sortKeys={BOOKING_SORT_KEYS}
            onSortChange={(sort) => update({ sort: sort as typeof params.sort })}
            selection={{
              selected,
              onChange: setSelected,
              label: (b) => `Select booking ${b.bookingId} (${b.guestName})`,
            }}
            busy={isFetching}
            cardsOnPhone
            empty={
              <EmptyState
                title="No bookings found"
                message={
                  filtered
                    ? 'Try other words or clear the filters.'
                    : 'Bookings made on the website appear here.'
                }
                action={filtered ? <ClearFiltersButton onClear={clear} /> : undefined}
              />
            }
          />
          {data ? (
            <Pagination
              page={params.page}
              pageSize={params.pageSize}
              total={data.total}
              noun="bookings"
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(pageSize) => update({ pageSize })}
            />
          ) : null}
        </>
      )}

      {bulkAction ? (
        <StatusDialog
          targets={selectedTargets}
          bulk
          status={bulkAction}
          open
          onOpenChange={(open) => !open && setBulkAction(null)}
          onDone={() => setSelected({})}
        />
      ) : null}
    </div>
  );
}

const EMPTY: AdminBookingListItem[] = [];
