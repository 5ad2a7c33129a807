import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '../../../domain/enums';
import { OUTBOX_STATUS_LABELS } from '../../../domain/booking-status';
import {
  OUTBOX_KIND_LABELS,
  OUTBOX_SORT_KEYS,
  outboxListQuerySchema,
} from '../../../domain/guest-emails';
import { enumOptions } from '../ui/enum-options';
import { SearchFilterRow, SelectFilter, StatusFilter } from '../ui/filter-bar';
import { FilteredEmptyState, ListTable } from '../ui/list-table';
import { PageHeader } from '../ui/page-header';
import { RefreshButton } from '../ui/refresh-button';
import { useResortTz } from '../ui/resort-time';
import { useListParams } from '../ui/use-list-params';
import { outboxListQuery, outboxSummaryQuery } from './api';
import { emailColumns } from './email-columns';
import { EmailPreviewDialog } from './email-preview-dialog';
import { EmailCounts, SmtpUnsetNotice } from './email-summary';

const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load e-mails' } as const;
const STATUS_OPTIONS = enumOptions(OUTBOX_STATUSES, OUTBOX_STATUS_LABELS);
const KIND_OPTIONS = enumOptions(OUTBOX_KINDS, OUTBOX_KIND_LABELS);

export default function EmailsPage() {
  const listParams = useListParams(outboxListQuerySchema);
  const { params, apiQuery, update, filtered } = listParams;
  const list = useQuery(outboxListQuery(apiQuery));
  const summary = useQuery(outboxSummaryQuery);
  const tz = useResortTz();
  const [previewing, setPreviewing] = useState<string | null>(null);
  const smtpUnset = summary.data?.smtpConfigured === false;

  const columns = emailColumns({ tz, smtpUnset, onPreview: setPreviewing });

  const s = summary.data;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="E-mails"
        description="Every message the site sends, as the recipient receives it."
      >
        <RefreshButton
          refresh={async () => {
            void summary.refetch();
            return list.refetch();
          }}
          message="E-mail data has been updated"
          failMessage="Failed to refresh e-mail data"
          busy={list.isFetching}
        />
      </PageHeader>

      {smtpUnset ? <SmtpUnsetNotice /> : null}

      <EmailCounts s={s} />

      <SearchFilterRow
        label="E-mail filters"
        placeholder="Search by recipient, subject or booking ID..."
        listParams={listParams}
      >
        <StatusFilter
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
        <SelectFilter
          label="Kind"
          value={params.kind}
          options={KIND_OPTIONS}
          allLabel="All Kinds"
          onChange={(kind) => update({ kind })}
        />
      </SearchFilterRow>

      <ListTable
        list={list}
        cardsOnPhone
        loadFailed={LOAD_FAILED}
        caption="E-mails"
        columns={columns}
        getRowId={(m) => m.id}
        sortKeys={OUTBOX_SORT_KEYS}
        listParams={listParams}
        loadingLabel="Loading e-mails…"
        empty={
          <FilteredEmptyState
            filtered={filtered}
            noun="e-mails"
            message="Confirmations, reminders and notices appear here when they are queued."
          />
        }
        noun="e-mails"
      />

      <EmailPreviewDialog id={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
