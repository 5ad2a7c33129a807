import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { DOCUMENT_KIND_LABELS } from '../../../domain/tax-documents';
import { formatInr } from '../../ui/format';
import { Card } from '../ui/card';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { bookingDocumentsQuery, confirmationHref } from './money-api';

const link =
  'inline-flex items-center gap-1.5 rounded-lg border border-forest/30 bg-white px-3 py-1.5 text-sm font-medium text-forest hover:bg-sand';

/** The booking's confirmation, tax invoice and credit notes, each a download (decision 0114). */
export function DocumentsCard({ code }: { code: string }) {
  const tz = useResortTz();
  const { data, isPending, isError } = useQuery(bookingDocumentsQuery(code));
  return (
    <Card title="Documents">
      <ul className="divide-y divide-sand text-sm">
        <li className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="flex items-center gap-2">
            <FileText aria-hidden className="size-4 text-muted" /> Booking confirmation
          </span>
          <a
            href={confirmationHref(code)}
            download
            className={link}
            aria-label="Download booking confirmation"
          >
            <Download aria-hidden className="size-4" /> Download
          </a>
        </li>
        {(data ?? []).map((d) => (
          <li key={d.number} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <span className="font-medium text-ink">{DOCUMENT_KIND_LABELS[d.kind]}</span>{' '}
              <span className="font-mono">{d.number}</span>
              <span className="block text-xs text-muted">
                {formatDateTime(d.issuedAt, tz)} · {formatInr(d.total)}
              </span>
            </span>
            <a
              href={d.url}
              download
              className={link}
              aria-label={`Download ${DOCUMENT_KIND_LABELS[d.kind].toLowerCase()} ${d.number}`}
            >
              <Download aria-hidden className="size-4" /> Download
            </a>
          </li>
        ))}
      </ul>
      {isPending ? <p className="mt-2 text-xs text-muted">Loading documents…</p> : null}
      {isError ? (
        <p role="alert" className="mt-2 text-xs text-red-800">
          The documents could not be loaded.
        </p>
      ) : null}
      {data && data.length === 0 ? (
        <p className="mt-2 text-xs text-muted">
          The tax invoice is issued when money is first received.
        </p>
      ) : null}
    </Card>
  );
}
