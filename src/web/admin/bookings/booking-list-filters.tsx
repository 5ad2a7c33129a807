import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import {
  TRANSFER_REPORTED,
  TRANSFER_REPORTED_LABEL,
  type BookingListQuery,
} from '../../../domain/booking-list';
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../../domain/booking-status';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../../../domain/enums';
import { villasQuery } from '../../api/villas';
import { Button } from '../ui/button';
import {
  ClearFiltersButton,
  DateFilter,
  FilterBar,
  SearchField,
  SelectFilter,
} from '../ui/filter-bar';

const STATUS_OPTIONS = BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] }));
const PAYMENT_OPTIONS = [
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
  { value: TRANSFER_REPORTED, label: TRANSFER_REPORTED_LABEL },
];

/**
 * The bookings list's filters: search, status and payment, and behind "More Filters" the villa
 * and the dates (open from the start when one of those is set).
 */
export function BookingListFilters({
  params,
  update,
  clear,
  filtered,
}: {
  params: BookingListQuery;
  /** useListParams' update. */
  update: (
    patch: Partial<Record<keyof BookingListQuery, unknown>>,
    options?: { replace?: boolean },
  ) => void;
  clear: () => void;
  filtered: boolean;
}) {
  const { data: villas } = useQuery(villasQuery);
  const [moreOpen, setMoreOpen] = useState(Boolean(params.villaId || params.from || params.to));
  return (
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
  );
}
