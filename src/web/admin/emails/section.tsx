import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Eye, Mail, PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { OUTBOX_STATUS_LABELS } from '../../../domain/booking-status';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '../../../domain/enums';
import {
  canResendEmail,
  canRetryEmail,
  OUTBOX_KIND_LABELS,
  OUTBOX_SORT_KEYS,
  outboxKindLabel,
  outboxListQuerySchema,
  SMTP_UNSET_REASON,
} from '../../../domain/guest-emails';
import { Button } from '../ui/button';
import { createColumnHelper, type AdminColumn } from '../ui/table-columns';
import { enumOptions } from '../ui/enum-options';
import { SearchFilterRow, SelectFilter, StatusFilter } from '../ui/filter-bar';
import { FilteredEmptyState, ListTable } from '../ui/list-table';
import { PageHeader } from '../ui/page-header';
import { RefreshButton } from '../ui/refresh-button';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { StatCard, StatGrid } from '../ui/stat-card';
import { StatusBadge } from '../ui/status-badge';
import { useListParams } from '../ui/use-list-params';
import { outboxListQuery, outboxSummaryQuery, type OutboxItem } from './api';
import { EmailActions } from './email-actions';
import { EmailPreviewDialog } from './email-preview-dialog';

const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load e-mails' } as const;
const STATUS_OPTIONS = enumOptions(OUTBOX_STATUSES, OUTBOX_STATUS_LABELS);
const KIND_OPTIONS = enumOptions(OUTBOX_KINDS, OUTBOX_KIND_LABELS);
const column = createColumnHelper<OutboxItem>();

export default function EmailsSection() {
  const listParams = useListParams(outboxListQuerySchema);
  const { params, apiSearch, update, filtered } = listParams;
  const list = useQuery(outboxListQuery(apiSearch));
  const summary = useQuery(outboxSummaryQuery);
  const tz = useResortTz();
  const [previewing, setPreviewing] = useState<string | null>(null);
  const smtpUnset = summary.data?.smtpConfigured === false;

  const columns = [
    column.display({
      id: 'toAddress',
      header: 'Recipient / Subject',
      cell: ({ row: { original: m } }) => (
        <button
          type="button"
          className="block max-w-md min-w-48 rounded text-left hover:underline max-md:min-w-0"
          onClick={() => setPreviewing(m.id)}
        >
          <span className="block font-medium break-all">{m.to}</span>
          <span className="block text-xs text-muted">{m.subject}</span>
        </button>
      ),
    }),
    column.accessor('kind', {
      header: 'Kind',
      cell: ({ row: { original: m } }) => (
        <div className="min-w-28 text-sm">
          <p>{outboxKindLabel(m.kind)}</p>
          {m.bookingId ? (
            <Link
              to={`/admin/bookings/${encodeURIComponent(m.bookingId)}`}
              className="font-mono text-xs text-moss underline underline-offset-2"
            >
              {m.bookingId}
            </Link>
          ) : null}
        </div>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge kind="email" status={getValue()} />,
    }),
    column.accessor('attempts', {
      header: 'Attempts',
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
    }),
    column.accessor('lastError', {
      header: 'Last Error',
      cell: ({ getValue }) => (
        <span className="block max-w-64 text-xs text-muted">
          {/* While SMTP is unset the notice above the list says why, once, not on every row. */}
          {smtpUnset && getValue() === SMTP_UNSET_REASON ? '—' : (getValue() ?? '—')}
        </span>
      ),
    }),
    column.accessor('createdAt', {
      header: 'Created',
      cell: ({ row: { original: m } }) => (
        <span className="text-sm whitespace-nowrap">
          {formatDateTime(m.createdAt, tz)}
          {m.sentAt ? (
            <span className="block text-xs text-muted">Sent {formatDateTime(m.sentAt, tz)}</span>
          ) : null}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: m } }) => (
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            className="px-2"
            onClick={() => setPreviewing(m.id)}
            aria-label={`Preview the e-mail to ${m.to}: ${m.subject}`}
          >
            <Eye aria-hidden className="size-4" />
          </Button>
          {canRetryEmail(m.status) || canResendEmail(m.status) ? (
            <EmailActions message={m} compact />
          ) : null}
        </div>
      ),
    }),
  ] as AdminColumn<OutboxItem>[];

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

      {smtpUnset ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <strong>E-mail delivery is not configured</strong> (no SMTP server). Messages are kept
          here as <em>Held</em> and are not sent; Retry queues one again, and it is held again until
          SMTP_URL is set.
        </p>
      ) : null}

      <StatGrid>
        <StatCard
          label="Queued"
          value={s ? String(s.pending) : '…'}
          icon={<Mail className="size-5" />}
          tone="bg-sky-100 text-sky-900"
        />
        <StatCard
          label="Sent"
          value={s ? String(s.sent) : '…'}
          icon={<CircleCheck className="size-5" />}
          tone="bg-green-100 text-green-900"
        />
        <StatCard
          label="Held"
          value={s ? String(s.held) : '…'}
          icon={<PauseCircle className="size-5" />}
          tone="bg-amber-100 text-amber-900"
        />
        <StatCard
          label="Failed"
          value={s ? String(s.failed) : '…'}
          icon={<CircleAlert className="size-5" />}
          tone="bg-red-100 text-red-900"
        />
      </StatGrid>

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
