import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { unpaidHoldsQuery } from './api';

const SHOWN = 5;
const night = (d: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${d}T00:00:00Z`));

/**
 * Villa-nights where unpaid holds (guests still choosing or paying, or a reported bank transfer)
 * take a large share of the units: someone may be hoarding inventory (decision 0108).
 */
export function UnpaidHoldsBanner() {
  const { data } = useQuery(unpaidHoldsQuery);
  if (!data || data.nights.length === 0) return null;
  const more = data.nights.length - SHOWN;
  return (
    <section
      role="status"
      aria-labelledby="unpaid-holds-heading"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <h2 id="unpaid-holds-heading" className="font-sans text-sm font-semibold">
          Unpaid holds take {data.thresholdPercent}% or more of a villa on{' '}
          {data.nights.length === 1 ? 'one night' : `${data.nights.length} nights`}
        </h2>
        <ul className="mt-1 space-y-0.5">
          {data.nights.slice(0, SHOWN).map((n) => (
            <li key={`${n.date}-${n.villaId}`}>
              <Link to={`/admin/occupancy?date=${n.date}`} className="underline underline-offset-2">
                {night(n.date)}
              </Link>
              : {n.heldUnits} of {n.totalUnits} {n.villaName} units held by guests who have not paid
            </li>
          ))}
          {more > 0 ? <li>and {more} more</li> : null}
        </ul>
        <p className="mt-1 text-amber-900">
          Unpaid holds lapse on their own (15 minutes; 24 hours after a reported bank transfer).
        </p>
      </div>
    </section>
  );
}
