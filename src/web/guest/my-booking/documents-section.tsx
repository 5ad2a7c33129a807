import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { DOCUMENT_KIND_LABELS } from '../../../domain/tax-documents';
import { fetchGuestDocuments, guestDocumentHref, type GuestProof } from '../../api/guest-booking';
import { formatInr } from '../../ui/format';

const dateOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));

/**
 * The guest's tax invoice and credit notes on My Booking (decision 0114). Nothing is shown before
 * money is received (no document exists yet) or when the list cannot be loaded (the page has the rest).
 */
export function DocumentsSection({
  code,
  proof,
  timeZone,
  moneyKey,
}: {
  code: string;
  proof: GuestProof;
  timeZone: string;
  /** Changes when money moves (paid/refunded), so the list is fetched again. */
  moneyKey: string;
}) {
  const { data } = useQuery({
    queryKey: ['guest-documents', code, moneyKey],
    queryFn: ({ signal }) => fetchGuestDocuments(code, proof, signal),
    retry: false,
  });
  if (!data || data.length === 0) return null;
  return (
    <section
      aria-labelledby="documents-heading"
      className="rounded-2xl border border-sand bg-white p-5 shadow-sm print:hidden"
    >
      <h2 id="documents-heading" className="text-xl">
        Invoice and credit notes
      </h2>
      <ul className="mt-3 divide-y divide-sand text-sm">
        {data.map((d) => (
          <li key={d.number} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
            <span className="min-w-0">
              <span className="font-medium text-ink">{DOCUMENT_KIND_LABELS[d.kind]}</span>{' '}
              <span className="font-mono">{d.number}</span>
              <span className="block text-xs text-muted">
                {dateOf(d.issuedAt, timeZone)} · {formatInr(d.total)}
              </span>
            </span>
            <a
              href={guestDocumentHref(d.url, proof)}
              download
              className="inline-flex items-center gap-2 rounded-full border-2 border-forest px-4 py-1.5 font-semibold text-forest hover:bg-sand"
              aria-label={`Download ${DOCUMENT_KIND_LABELS[d.kind].toLowerCase()} ${d.number}`}
            >
              <Download aria-hidden className="size-4" /> Download
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
