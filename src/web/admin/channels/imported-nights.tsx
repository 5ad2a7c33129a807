import { Link } from 'react-router';
import type { VillaCalendarDay } from '../../../server/villas/admin-contract';
import { formatStaffDate } from '../ui/resort-time';
import { Badge } from '../ui/status-badge';

/** The villa calendar's day: units an OTA holds that night, conflicts flagged (Issue 24). */
export function ImportedNights({ items }: { items: VillaCalendarDay['imported'] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="font-sans font-semibold text-ink">From channels</h3>
      <ul className="flex flex-col gap-1" aria-label="Nights held by channels">
        {items.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-2">
            <span>
              {r.unitNumber}: {r.channelName}
              {r.summary ? ` (${r.summary})` : ''}, {formatStaffDate(r.checkIn, false)} –{' '}
              {formatStaffDate(r.checkOut, false)}
            </span>
            {r.status === 'conflict' && !r.handled ? (
              <Badge className="bg-red-100 text-red-900">Conflict</Badge>
            ) : null}
          </li>
        ))}
      </ul>
      {items.some((r) => r.status === 'conflict' && !r.handled) ? (
        <Link to="/admin/villas/channels" className="text-forest underline">
          Resolve in Channels
        </Link>
      ) : null}
    </>
  );
}
