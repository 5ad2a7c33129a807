import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { CircleAlert, CircleCheck, Eye, Mail, PauseCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { OUTBOX_STATUSES } from '../../../domain/enums';
import {
  canResendEmail,
  canRetryEmail,
  OUTBOX_KIND_LABELS,
  OUTBOX_SORT_KEYS,
  OUTBOX_STATUS_LABELS,
  outboxKindLabel,
  outboxListQuerySchema,
} from '../../../domain/guest-emails';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { DataTable, type AdminColumn, type AdminTableFeatures } from '../ui/data-table';
import { ClearFiltersButton, FilterBar, SearchField, SelectFilter } from '../ui/filter-bar';
import { Pagination } from '../ui/pagination';
import { RefreshButton } from '../ui/refresh-button';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { StatCard } from '../ui/stat-card';
import { StatusBadge } from '../ui/status-badge';
import { EmptyState, ErrorState } from '../ui/states';
import { useListParams } from '../ui/use-list-params';
import { outboxListQuery, outboxSummaryQuery, type OutboxItem } from './api';
import { EmailActions } from './email-actions';
import { EmailPreviewDialog } from './email-preview-dialog';

const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load e-mails' } as const;
const STATUS_OPTIONS = OUTBOX_STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_LABELS[s] }));
const KIND_OPTIONS = Object.entries(OUTBOX_KIND_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const column = createColumnHelper<AdminTableFeatures, OutboxItem>();

export default function EmailsSection() {
  const { params, apiSearch, update, clear } = useListParams(outboxListQuerySchema);
  const list = useQuery(outboxListQuery(apiSearch));
  const summary = useQuery(outboxSummaryQuery);
  const toast = useToast();
  const tz = useResortTz();
  const [previewing, setPreviewing] = useState<string | null>(null);

  useEffect(() => {
    if (list.isError) toast({ type: 'error', ...LOAD_FAILED });
  }, [list.isError, list.errorUpdateCount, toast]);

  const columns = [
    column.display({
      id: 'toAddress',
      header: 'Recipient / Subject',
      cell: ({ row: { original: m } }) => (
        <button
          type="button"
          className="block max-w-md min-w-48 rounded text-left hover:underline"
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
        <span className="block max-w-64 text-xs text-muted">{getValue() ?? '—'}</span>
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
  const filtered = Boolean(params.q || params.status || params.kind);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl">E-mails</h1>
          <p className="text-sm text-muted">
            Every message the site sends, as the recipient receives it.
          </p>
        </div>
        <RefreshButton
          refresh={async () => {
            void summary.refetch();
            return list.refetch();
          }}
          message="E-mail data has been updated"
          failMessage="Failed to refresh e-mail data"
          busy={list.isFetching}
        />
      </div>

      {s && !s.smtpConfigured ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <strong>E-mail delivery is not configured</strong> (no SMTP server). Messages are kept
          here as <em>Held</em> and are not sent; Retry queues one again, and it is held again until
          SMTP_URL is set.
        </p>
      ) : null}

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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
      </div>

      <FilterBar label="E-mail filters">
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <SearchField
            label="Search"
            placeholder="Search by recipient, subject or booking ID..."
            value={params.q ?? ''}
            onChange={(q) => update({ q })}
          />
          <SelectFilter
            label="Status"
            value={params.status}
            options={STATUS_OPTIONS}
            allLabel="All Statuses"
            onChange={(status) => update({ status })}
          />
          <SelectFilter
            label="Kind"
            value={params.kind}
            options={KIND_OPTIONS}
            allLabel="All Kinds"
            onChange={(kind) => update({ kind })}
          />
          <ClearFiltersButton label="Clear Filters" onClear={clear} disabled={!filtered} />
        </div>
      </FilterBar>

      {list.isError && !list.data ? (
        <ErrorState
          title={LOAD_FAILED.title}
          message={LOAD_FAILED.message}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <DataTable
            caption="E-mails"
            columns={columns}
            data={list.data?.items ?? []}
            getRowId={(m) => m.id}
            sort={params.sort}
            sortKeys={OUTBOX_SORT_KEYS}
            onSortChange={(sort) => update({ sort }, { replace: true })}
            busy={list.isFetching}
            empty={
              list.isPending ? (
                <p className="p-6 text-center text-muted">Loading e-mails…</p>
              ) : (
                <EmptyState
                  title={filtered ? 'No matching e-mails' : 'No e-mails yet'}
                  message={
                    filtered
                      ? 'Try another search or clear the filters.'
                      : 'Confirmations, reminders and notices appear here when they are queued.'
                  }
                />
              )
            }
          />
          {list.data ? (
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(pageSize) => update({ pageSize })}
              noun="e-mails"
            />
          ) : null}
        </>
      )}

      <EmailPreviewDialog id={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
