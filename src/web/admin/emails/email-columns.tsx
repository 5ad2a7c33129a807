import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import {
  canResendEmail,
  canRetryEmail,
  outboxKindLabel,
  SMTP_UNSET_REASON,
} from '../../../domain/guest-emails';
import { Button } from '../ui/button';
import { createColumnHelper, type AdminColumn } from '../ui/table-columns';
import { formatDateTime } from '../ui/resort-time';
import { StatusBadge } from '../ui/status-badge';
import type { OutboxItem } from './api';
import { EmailActions } from './email-actions';

const column = createColumnHelper<OutboxItem>();

/** The e-mail list's columns; a row's recipient or eye opens its preview (`onPreview`). */
export function emailColumns({
  tz,
  smtpUnset,
  onPreview,
}: {
  tz: string;
  smtpUnset: boolean;
  onPreview: (id: string) => void;
}): AdminColumn<OutboxItem>[] {
  return [
    column.display({
      id: 'toAddress',
      header: 'Recipient / Subject',
      cell: ({ row: { original: m } }) => (
        <button
          type="button"
          className="block max-w-md min-w-48 rounded text-left hover:underline max-md:min-w-0"
          onClick={() => onPreview(m.id)}
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
            onClick={() => onPreview(m.id)}
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
}
