import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../permissions';
import { Button, buttonBase, buttonStyles } from '../ui/button';
import { PageHeader } from '../ui/page-header';
import { CHANNELS_KEY, exportsQuery } from './api';
import { ConflictsCard } from './conflicts-card';
import { ExportsCard } from './exports-card';
import { FeedsCard } from './feeds-card';
import { TimelineCard } from './timeline-card';

/** /admin/villas/channels — OTA calendars in and out, their health, and the conflicts. */
export function ChannelsPage() {
  const queryClient = useQueryClient();
  // The export URLs are secrets: only villas.write may read them (route-permissions.ts).
  const canWrite = useCan()('villas.write');
  const exports = useQuery({ ...exportsQuery, enabled: canWrite });
  const unitNumbers = (exports.data ?? []).flatMap((e) => (e.unitNumber ? [e.unitNumber] : []));
  return (
    <div className="flex flex-col gap-5">
      <Link to="/admin/villas" className={`${buttonBase} ${buttonStyles.ghost} self-start px-2`}>
        <ArrowLeft aria-hidden className="size-4" /> All villas
      </Link>
      <PageHeader
        title="Channels"
        description="Calendars shared with Booking.com, Airbnb and the other OTAs: their reservations close our units, ours close theirs."
      >
        <Button
          variant="secondary"
          onClick={() => void queryClient.invalidateQueries({ queryKey: CHANNELS_KEY })}
        >
          <RefreshCw aria-hidden className="size-4" /> Refresh
        </Button>
      </PageHeader>
      <ConflictsCard />
      <FeedsCard unitNumbers={unitNumbers} />
      <TimelineCard unitNumbers={unitNumbers} />
      {canWrite ? <ExportsCard /> : null}
    </div>
  );
}
