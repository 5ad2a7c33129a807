import { useCan } from '../permissions';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BOOKING_SORT_KEYS,
  bookingListQuerySchema,
  TRANSFER_REPORTED,
  TRANSFER_REPORTED_LABEL,
  legacyFilterParam,
} from '../../../domain/booking-list';
import {
  BOOKING_STATUS_LABELS,
  BULK_STATUS_ACTIONS,
  NO_SELECTION,
  PAYMENT_STATUS_LABELS,
  type StaffStatusAction,
} from '../../../domain/booking-status';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../../../domain/enums';
import { ApiError } from '../../api/client';
import { villasQuery } from '../../api/villas';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { Button, buttonBase, buttonStyles } from '../ui/button';
import { DataTable, type AdminColumn } from '../ui/data-table';
import { DownloadButton } from '../ui/download-button';
import {
  ClearFiltersButton,
  DateFilter,
  FilterBar,
  SearchField,
  SelectFilter,
} from '../ui/filter-bar';
import { Pagination } from '../ui/pagination';
import { RefreshButton } from '../ui/refresh-button';
import { formatDateTime, formatStaffDate, useResortTz } from '../ui/resort-time';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { useListParams } from '../ui/use-list-params';
import { bookingListQuery, exportHref, type AdminBookingListItem } from './api';
import { BookingQuickActions } from './booking-quick-actions';
import { StatusDialog } from './lazy-status-dialog';

const STATUS_OPTIONS = BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] }));
const PAYMENT_OPTIONS = [
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
  { value: TRANSFER_REPORTED, label: TRANSFER_REPORTED_LABEL },
];
const BULK_LABEL: Record<StaffStatusAction, string> = {
  confirmed: 'Mark Confirmed',
  completed: 'Mark Completed',
  cancelled: 'Cancel Selected',
};

const LOADING_FAILED = { title: 'Loading Failed', message: 'Failed to load bookings' };

function useColumns(tz: string): AdminColumn<AdminBookingListItem>[] {
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

export function BookingListPage() {
  const { params, apiQuery, apiSearch, update, clear } = useListParams(bookingListQuerySchema);
  const [searchParams, setSearchParams] = useSearchParams();
  const tz = useResortTz();
  const toast = useToast();
  const can = useCan();
  const columns = useColumns(tz);
  const { data: villas } = useQuery(villasQuery);
  const query = useQuery(bookingListQuery(apiQuery));
  const {
    data,
    isPending,
    isError,
    isFetching,
    isPlaceholderData,
    refetch,
    errorUpdateCount,
    error,
  } = query;
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [bulkAction, setBulkAction] = useState<StaffStatusAction | null>(null);
  const hasMoreFilters = Boolean(params.villaId || params.from || params.to);
  const [moreOpen, setMoreOpen] = useState(hasMoreFilters);
  const filtered = Boolean(params.q || params.status || params.paymentStatus || hasMoreFilters);

  // The dashboard's "Half Payments" card links here with ?filter=advance_paid.
  useEffect(() => {
    const filter = searchParams.get('filter');
    if (filter === null) return;
    const next = new URLSearchParams(searchParams);
    next.delete('filter');
    const mapped = legacyFilterParam(filter);
    if (mapped.paymentStatus) next.set('paymentStatus', mapped.paymentStatus);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  // "Loading Failed" once per failed load (a 401 goes to sign-in instead).
  const shownErrors = useRef(0);
  useEffect(() => {
    if (errorUpdateCount > shownErrors.current) {
      shownErrors.current = errorUpdateCount;
      if (!(error instanceof ApiError && error.status === 401))
        toast({ type: 'error', ...LOADING_FAILED });
    }
  }, [errorUpdateCount, error, toast]);

  // "No Bookings Found" when a search or filter matches nothing.
  const warnedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!data || isPlaceholderData || !filtered) return;
    if (data.total === 0 && warnedFor.current !== apiSearch) {
      warnedFor.current = apiSearch;
      toast({
        type: 'warning',
        title: 'No Bookings Found',
        message: 'No bookings match these filters',
      });
    }
  }, [data, isPlaceholderData, filtered, apiSearch, toast]);

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

      <FilterBar label="Booking filters">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <SearchField
            label="Search bookings"
            placeholder="Guest name, email, phone or booking ID"
            value={params.q ?? ''}
            onChange={(q) => update({ q: q || undefined }, { replace: true })}
          />
          <div className="grid grid-cols-2 gap-3 lg:flex">
            <SelectFilter
              label="Status"
              allLabel="All Status"
              value={params.status}
              options={STATUS_OPTIONS}
              onChange={(status) => update({ status })}
            />
            <SelectFilter
              label="Payment"
              allLabel="All Payments"
              value={params.paymentStatus}
              options={PAYMENT_OPTIONS}
              onChange={(paymentStatus) => update({ paymentStatus })}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              aria-expanded={moreOpen}
              aria-controls="booking-more-filters"
              onClick={() => setMoreOpen((o) => !o)}
            >
              <SlidersHorizontal aria-hidden className="size-4" />
              More Filters
            </Button>
            <ClearFiltersButton onClear={clear} disabled={!filtered} />
          </div>
        </div>
        {moreOpen ? (
          <div
            id="booking-more-filters"
            className="grid grid-cols-1 gap-3 border-t border-sand pt-3 sm:grid-cols-3"
          >
            <SelectFilter
              label="Villa"
              allLabel="All Villas"
              value={params.villaId}
              options={(villas ?? []).map((v) => ({ value: v.id, label: v.name }))}
              onChange={(villaId) => update({ villaId })}
            />
            <DateFilter label="From" value={params.from} onChange={(from) => update({ from })} />
            <DateFilter
              label="To"
              value={params.to}
              min={params.from}
              onChange={(to) => update({ to })}
            />
            <p className="text-xs text-muted sm:col-span-3">
              With both dates: stays between them. With one date: bookings made on or after From, or
              on or before To.
            </p>
          </div>
        ) : null}
      </FilterBar>

      <div
        role="region"
        aria-label="Bulk actions"
        className="flex flex-wrap items-center gap-2 rounded-xl border border-sand bg-white px-3 py-2 shadow-sm"
      >
        <p className="mr-auto text-sm text-ink" aria-live="polite">
          {selectedIds.length} selected
        </p>
        {BULK_STATUS_ACTIONS.map((a) => (
          <Button
            key={a}
            variant={a === 'cancelled' ? 'danger' : 'secondary'}
            className="px-3 py-1.5"
            onClick={() => startBulk(a)}
          >
            {BULK_LABEL[a]}
          </Button>
        ))}
        {selectedIds.length ? (
          <Button variant="ghost" className="px-3 py-1.5" onClick={() => setSelected({})}>
            Clear selection
          </Button>
        ) : null}
      </div>

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
