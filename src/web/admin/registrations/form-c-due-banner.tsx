import { useQuery } from '@tanstack/react-query';
import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { formCDueQuery } from './api';

const SHOWN = 5;

/**
 * Foreign arrivals whose Form C is not yet marked submitted (decision 0132): the FRRO wants it
 * within 24 hours of arrival. Red once overdue.
 */
export function FormCDueBanner() {
  const tz = useResortTz();
  const { data } = useQuery(formCDueQuery);
  if (!data || data.items.length === 0) return null;
  const overdue = data.items.filter((i) => i.overdue).length;
  const more = data.items.length - SHOWN;
  return (
    <section
      role="status"
      aria-labelledby="form-c-due-heading"
      className={`flex items-start gap-2 rounded-xl border p-3 text-sm ${overdue ? 'border-red-200 bg-red-50 text-red-950' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
    >
      <FileWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <h2 id="form-c-due-heading" className="font-sans text-sm font-semibold">
          Form C to submit to the FRRO: {data.items.length} foreign arrival
          {data.items.length === 1 ? '' : 's'}
          {overdue ? ` (${overdue} past 24 hours)` : ''}
        </h2>
        <ul className="mt-1 space-y-0.5">
          {data.items.slice(0, SHOWN).map((i) => (
            <li key={i.bookingId}>
              <Link
                to={`/admin/bookings/${encodeURIComponent(i.bookingId)}`}
                className="underline underline-offset-2"
              >
                {i.guestNames.join(', ')}
              </Link>{' '}
              · {i.overdue ? 'overdue since' : 'due by'} {formatDateTime(i.dueAt, tz)}
            </li>
          ))}
          {more > 0 ? <li>and {more} more</li> : null}
        </ul>
      </div>
    </section>
  );
}
