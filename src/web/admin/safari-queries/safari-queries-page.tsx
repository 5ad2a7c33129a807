import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SAFARI_STATUS_LABELS } from '../../../domain/booking-status';
import { SAFARI_SORT_KEYS, safariListQuerySchema } from '../../../domain/catalog-lists';
import { SAFARI_QUERY_STATUSES } from '../../../domain/enums';
import { enumOptions } from '../ui/enum-options';
import { SearchFilterRow, StatusFilter } from '../ui/filter-bar';
import { FilteredEmptyState, ListTable } from '../ui/list-table';
import { PageHeader } from '../ui/page-header';
import { RefreshButton } from '../ui/refresh-button';
import { useResortTz } from '../ui/resort-time';
import { useListParams } from '../ui/use-list-params';
import { safariListQuery, safariStatsQuery, type AdminSafariEnquiry } from './api';
import { enquiryColumns } from './enquiry-columns';
import { EnquiryDetailsDialog } from './enquiry-details-dialog';
import { EnquiryStatCards, EnquiryViews } from './enquiry-figures';
import { RespondDialog } from './respond-dialog';
import { SafariOptionsPanel } from './safari-options-panel';
import { useLiveEnquiries } from './use-live-enquiries';

const LOAD_FAILED = {
  title: 'Loading Error',
  message: 'Failed to load safari queries data',
} as const;
const STATUS_OPTIONS = enumOptions(SAFARI_QUERY_STATUSES, SAFARI_STATUS_LABELS);

export default function SafariQueriesPage() {
  const listParams = useListParams(safariListQuerySchema);
  const { params, apiQuery, update, filtered } = listParams;
  const list = useQuery(safariListQuery(apiQuery));
  const stats = useQuery(safariStatsQuery);
  const tz = useResortTz();
  const [viewing, setViewing] = useState<AdminSafariEnquiry | null>(null);
  const [responding, setResponding] = useState<AdminSafariEnquiry | null>(null);

  useLiveEnquiries();

  const columns = enquiryColumns({ tz, onView: setViewing, onRespond: setResponding });

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

      <EnquiryStatCards s={s} />

      <EnquiryViews current={params.view} s={s} onView={(view) => update({ view })} />

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
