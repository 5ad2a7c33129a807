import { useQuery } from '@tanstack/react-query';
import { formatShortDate } from '../../../domain/dates';
import { RATE_PREVIEW_DAYS } from '../../../domain/inventory';
import { formatInr } from '../../ui/format';
import { Card } from '../ui/card';
import { ErrorState, LoadingState } from '../ui/states';
import { ratePreviewQuery } from './api';

/** The next nights' rates; choosing one opens its special rate (`onChoose`). */
export function NightlyRatesCard({
  villaId,
  canEdit,
  onChoose,
}: {
  villaId: string;
  canEdit: boolean;
  onChoose: (date: string) => void;
}) {
  const rates = useQuery(ratePreviewQuery(villaId));
  return (
    <Card title={`Nightly Rates: next ${RATE_PREVIEW_DAYS} nights`}>
      {rates.isPending ? (
        <LoadingState label="Loading rates…" />
      ) : rates.isError ? (
        <ErrorState title="Loading Error" message="Failed to load the rates" />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">
            Base price {formatInr(rates.data.basePrice)}. Choose a night to set or clear its special
            rate.
          </p>
          <ul
            className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8"
            aria-label="Nightly rates"
          >
            {rates.data.nights.map((n) => (
              <li key={n.date}>
                <button
                  type="button"
                  disabled={!canEdit}
                  onClick={() => onChoose(n.date)}
                  title={n.override !== null ? 'Special rate' : (n.reason ?? 'Base price')}
                  className={`flex w-full flex-col rounded-lg border p-2 text-left text-xs hover:bg-sand ${n.override !== null ? 'border-amber-400 bg-amber-50' : n.reason ? 'border-sky-300 bg-sky-50' : 'border-sand'}`}
                >
                  <span className="sr-only">Rate for </span>
                  <span className="text-muted">{formatShortDate(n.date)}</span>
                  <span className="text-sm font-semibold text-ink">{formatInr(n.rate)}</span>
                  <span className="sr-only">
                    {n.override !== null ? ' (special rate)' : n.reason ? ` (${n.reason})` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <RateLegend />
        </>
      )}
    </Card>
  );
}

function RateLegend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-3 text-xs text-muted" aria-label="Rate legend">
      <li className="flex items-center gap-1">
        <span aria-hidden className="inline-block size-3 rounded border border-sand" />
        Base price
      </li>
      <li className="flex items-center gap-1">
        <span aria-hidden className="inline-block size-3 rounded border border-sky-300 bg-sky-50" />
        Pricing rule
      </li>
      <li className="flex items-center gap-1">
        <span
          aria-hidden
          className="inline-block size-3 rounded border border-amber-400 bg-amber-50"
        />
        Special rate
      </li>
    </ul>
  );
}
