import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../ui/card';
import { inputClass } from '../ui/field';
import { formatStaffDate } from '../ui/resort-time';
import { Badge } from '../ui/status-badge';
import { feedsQuery, timelineQuery } from './api';

const STATUS = {
  active: { label: 'Holds the unit', style: 'bg-green-100 text-green-900' },
  conflict: { label: 'Conflict', style: 'bg-red-100 text-red-900' },
  shadowed: { label: 'Already taken here', style: 'bg-stone-100 text-stone-800' },
} as const;

/** Per unit: what came from which channel, night by night. */
export function TimelineCard({ unitNumbers }: { unitNumbers: string[] }) {
  const [picked, setPicked] = useState('');
  const feeds = useQuery(feedsQuery);
  // First the units that have a channel, then the rest.
  const unit = picked || feeds.data?.items[0]?.unitNumber || unitNumbers[0] || '';
  const timeline = useQuery(timelineQuery(unit));
  const items = timeline.data?.items ?? [];
  return (
    <Card title="Unit timeline">
      <div className="mb-3 flex flex-col gap-1">
        <label htmlFor="timeline-unit" className="text-sm font-medium text-ink">
          Room unit
        </label>
        <select
          id="timeline-unit"
          className={`${inputClass} sm:max-w-xs`}
          value={unit}
          onChange={(e) => setPicked(e.target.value)}
        >
          {unitNumbers.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
      {timeline.isPending ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">Nothing imported for {unit} from today on.</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm" aria-label={`Imported nights of ${unit}`}>
          {items.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 border-l-4 border-moss pl-3"
            >
              <span>
                {formatStaffDate(r.checkIn)} – {formatStaffDate(r.checkOut)} · {r.channelName}
                {r.summary ? ` (${r.summary})` : ''}
                {r.conflictWith ? ` · over ${r.conflictWith}` : ''}
              </span>
              <Badge className={STATUS[r.status].style}>
                {r.status === 'conflict' && r.handledAt ? 'Handled' : STATUS[r.status].label}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
