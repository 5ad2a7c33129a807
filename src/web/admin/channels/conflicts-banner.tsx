import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { EVENTS_POLL_MS } from '../ui/use-admin-events';
import { formatStaffDate } from '../ui/resort-time';
import { conflictsQuery } from './api';

const SHOWN = 5;

/** The dashboard's alarm: OTA reservations over nights already sold here, not yet handled. */
export function ChannelConflictsBanner() {
  const { data } = useQuery({ ...conflictsQuery, refetchInterval: EVENTS_POLL_MS });
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  const more = items.length - SHOWN;
  return (
    <section
      role="status"
      aria-labelledby="channel-conflicts-heading"
      className="flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-950"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <h2 id="channel-conflicts-heading" className="font-sans text-sm font-semibold">
          {items.length === 1
            ? 'A channel sold a night already taken here'
            : `Channels sold ${items.length} stays already taken here`}
        </h2>
        <ul className="mt-1 space-y-0.5">
          {items.slice(0, SHOWN).map((r) => (
            <li key={r.id}>
              {r.unitNumber}: {r.channelName}, {formatStaffDate(r.checkIn, false)} –{' '}
              {formatStaffDate(r.checkOut, false)} (over {r.conflictWith})
            </li>
          ))}
          {more > 0 ? <li>and {more} more</li> : null}
        </ul>
        <Link
          to="/admin/villas/channels"
          className="mt-1 inline-block underline underline-offset-2"
        >
          Resolve in Channels
        </Link>
      </div>
    </section>
  );
}
