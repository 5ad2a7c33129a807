import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Binoculars,
  CalendarDays,
  CircleCheck,
  Clock,
  Eye,
  MessageSquareReply,
} from 'lucide-react';
import { useState } from 'react';
import { SAFARI_STATUS_LABELS } from '../../../domain/booking-status';
import { SAFARI_SORT_KEYS, safariListQuerySchema } from '../../../domain/catalog-lists';
import { SAFARI_QUERY_STATUSES } from '../../../domain/enums';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { createColumnHelper, type AdminColumn } from '../ui/table-columns';
import { enumOptions } from '../ui/enum-options';
import { SearchFilterRow, StatusFilter } from '../ui/filter-bar';
import { FilteredEmptyState, ListTable } from '../ui/list-table';
import { PageHeader } from '../ui/page-header';
import { RefreshButton } from '../ui/refresh-button';
import { formatDateTime, formatStaffDate, useResortTz } from '../ui/resort-time';
import { StatCard, StatGrid } from '../ui/stat-card';
import { StatusBadge } from '../ui/status-badge';
import { useAdminEvents } from '../ui/use-admin-events';
import { useListParams } from '../ui/use-list-params';
import { safariKey, safariListQuery, safariStatsQuery, type AdminSafariEnquiry } from './api';
import { EnquiryDetailsDialog } from './enquiry-details-dialog';
import { RespondDialog } from './respond-dialog';
import { SafariOptionsPanel } from './safari-options-panel';

const LOAD_FAILED = {
  title: 'Loading Error',
  message: 'Failed to load safari queries data',
} as const;
const STATUS_OPTIONS = enumOptions(SAFARI_QUERY_STATUSES, SAFARI_STATUS_LABELS);
const column = createColumnHelper<AdminSafariEnquiry>();

export default function SafariQueriesSection() {
  const listParams = useListParams(safariListQuerySchema);
  const { params, apiSearch, update, filtered } = listParams;
  const list = useQuery(safariListQuery(apiSearch));
  const stats = useQuery(safariStatsQuery);
  const queryClient = useQueryClient();
  const toast = useToast();
  const tz = useResortTz();
  const [viewing, setViewing] = useState<AdminSafariEnquiry | null>(null);
  const [responding, setResponding] = useState<AdminSafariEnquiry | null>(null);

  // Live: any enquiry change reloads the list and figures; a new one says so.
  useAdminEvents((event) => {
    // A booking made from a session with enquiries gives them the guest's name and e-mail.
    const booked = event.data.type === 'booking.created' && event.data.safariEnquiries.length > 0;
    if (!booked && !event.data.type.startsWith('safari_enquiry.')) return;
    void queryClient.invalidateQueries({ queryKey: safariKey });
    if (event.data.type === 'safari_enquiry.created')
      toast({
        type: 'info',
        title: 'New Safari Enquiry',
        message: `A new safari enquiry has been received from ${event.data.guestName ?? 'a guest'}`,
      });
  });

  const columns = [
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
            onClick={() => setViewing(e)}
            aria-label={`View enquiry from ${e.guestName ?? 'a guest'}`}
          >
            <Eye aria-hidden className="size-4" />
          </Button>
          {(e.status === 'pending' || e.status === 'confirmed') && e.email ? (
            <Button
              variant="ghost"
              className="px-2"
              onClick={() => setResponding(e)}
              aria-label={`Respond to ${e.guestName ?? 'the guest'}`}
            >
              <MessageSquareReply aria-hidden className="size-4" />
            </Button>
          ) : null}
        </div>
      ),
    }),
  ] as AdminColumn<AdminSafariEnquiry>[];

  const s = stats.data;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Safari Queries"
        description="Guests’ safari enquiries; new ones appear here by themselves. The figures count the ones you can answer."
      >
        <RefreshButton
          refresh={async () => {
            void stats.refetch();
            return list.refetch();
          }}
          message="Safari queries data has been updated"
          failMessage="Failed to refresh safari queries data"
          busy={list.isFetching}
        />
      </PageHeader>

      <StatGrid>
        <StatCard
          label="Total Queries"
          value={s ? String(s.total) : '…'}
          icon={<Binoculars className="size-5" />}
          tone="bg-green-100 text-green-900"
        />
        <StatCard
          label="Pending"
          value={s ? String(s.pending) : '…'}
          icon={<Clock className="size-5" />}
          tone="bg-amber-100 text-amber-900"
        />
        <StatCard
          label="Confirmed"
          value={s ? String(s.confirmed) : '…'}
          icon={<CircleCheck className="size-5" />}
          tone="bg-emerald-100 text-emerald-900"
        />
        <StatCard
          label="This Week"
          value={s ? String(s.thisWeek) : '…'}
          note="Since Monday"
          icon={<CalendarDays className="size-5" />}
          tone="bg-sky-100 text-sky-900"
        />
      </StatGrid>

      <div role="group" aria-label="Which enquiries" className="flex flex-wrap gap-2">
        {(
          [
            ['answerable', 'Answerable', s?.total],
            ['unbooked', 'Not booked', s?.unbooked],
          ] as const
        ).map(([view, label, n]) => (
          <button
            key={view}
            type="button"
            aria-pressed={params.view === view}
            onClick={() => update({ view })}
            data-testid={`view-${view}`}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest ${
              params.view === view
                ? 'border-forest bg-forest text-white'
                : 'border-sand bg-white text-forest hover:bg-sand'
            }`}
          >
            {label}
            {n === undefined ? '' : ` (${n})`}
          </button>
        ))}
      </div>
      {params.view === 'unbooked' ? (
        <p className="rounded-xl border border-sand bg-white p-3 text-sm text-muted">
          Enquiries sent from the booking wizard by guests who have not booked and left no e-mail
          address. They cannot be answered and are not counted above; one moves to Answerable by
          itself when the guest books from the same browser. They are removed{' '}
          {s ? `${s.unbookedKeepDays} days` : 'some days'} after they were sent, unless you confirm
          them.
        </p>
      ) : null}

      <SearchFilterRow
        label="Safari query filters"
        placeholder="Search by guest name, email, or safari name..."
        listParams={listParams}
      >
        <StatusFilter
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
      </SearchFilterRow>

      <ListTable
        list={list}
        cardsOnPhone
        loadFailed={LOAD_FAILED}
        caption="Safari queries"
        columns={columns}
        getRowId={(e) => e.id}
        sortKeys={SAFARI_SORT_KEYS}
        listParams={listParams}
        loadingLabel="Loading safari queries…"
        empty={
          <FilteredEmptyState
            filtered={filtered}
            noun="safari queries"
            message="Enquiries guests send from step 3 appear here."
          />
        }
        noun="queries"
      />

      <SafariOptionsPanel />

      <EnquiryDetailsDialog
        enquiry={viewing}
        onClose={() => setViewing(null)}
        onRespond={(e) => {
          setViewing(null);
          setResponding(e);
        }}
      />
      <RespondDialog enquiry={responding} onClose={() => setResponding(null)} />
    </div>
  );
}
