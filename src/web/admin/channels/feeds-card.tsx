import { useQuery } from '@tanstack/react-query';
import { Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../permissions';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { Badge } from '../ui/status-badge';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { channelChangeKeys, feedsQuery, removeFeed, syncNow, type ChannelFeed } from './api';
import { FeedDialog } from './feed-dialog';

function Health({ feed }: { feed: ChannelFeed }) {
  if (feed.lastStatus === 'ok') return <Badge className="bg-green-100 text-green-900">OK</Badge>;
  if (feed.lastStatus === 'failed')
    return <Badge className="bg-red-100 text-red-900">Failing</Badge>;
  return <Badge className="bg-stone-100 text-stone-800">Not fetched yet</Badge>;
}

/** Sync health: every feed with its last fetch, result, events, next run and last error. */
export function FeedsCard({ unitNumbers }: { unitNumbers: string[] }) {
  const tz = useResortTz();
  const feeds = useQuery(feedsQuery);
  const canWrite = useCan()('villas.write');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ChannelFeed | null>(null);
  const sync = useAdminMutation({
    mutationFn: (f: ChannelFeed) => syncNow(f.id),
    invalidate: channelChangeKeys,
    success: (r, f) =>
      r.status === 'ok'
        ? {
            type: 'success',
            title: 'Sync Complete',
            message: `${f.name} on ${f.unitNumber}: ${r.events} ${r.events === 1 ? 'event' : 'events'}${r.conflicts ? `, ${r.conflicts} ${r.conflicts === 1 ? 'conflict' : 'conflicts'}` : ''}`,
          }
        : {
            type: 'error',
            title: 'Sync Failed',
            message: `${f.name} on ${f.unitNumber}: ${r.error ?? 'the feed could not be read'}. Nothing was changed.`,
          },
    failure: { title: 'Sync Failed', message: 'Could not sync the channel' },
  });
  const remove = useAdminMutation({
    mutationFn: (f: ChannelFeed) => removeFeed(f.id),
    invalidate: channelChangeKeys,
    success: (_r, f) => ({
      type: 'success',
      title: 'Channel Removed',
      message: `${f.name} is no longer synced to ${f.unitNumber}; its nights are free again`,
    }),
    failure: { title: 'Remove Failed', message: 'Could not remove the channel' },
    onSuccess: () => setRemoving(null),
  });

  const items = feeds.data?.items ?? [];
  return (
    <Card
      title="Imported calendars"
      action={
        canWrite ? (
          <Button onClick={() => setAdding(true)} disabled={unitNumbers.length === 0}>
            <Plus aria-hidden className="size-4" /> Add Channel
          </Button>
        ) : null
      }
    >
      {feeds.isPending ? (
        <LoadingState label="Loading channels…" />
      ) : feeds.isError ? (
        <ErrorState
          title="Could not load the channels"
          message="Network error occurred. Please try again."
          onRetry={() => void feeds.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="No channel calendars yet"
          message="Add each OTA's calendar address to the room unit it sells, so its reservations close the unit here."
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Channel calendars">
          {items.map((f) => (
            <li key={f.id} className="rounded-lg border border-sand p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  <strong>{f.unitNumber}</strong> · {f.name} <Health feed={f} />
                  {f.conflicts ? (
                    <Badge className="bg-red-100 text-red-900">
                      {f.conflicts} {f.conflicts === 1 ? 'conflict' : 'conflicts'}
                    </Badge>
                  ) : null}
                </span>
                {canWrite ? (
                  <span className="flex gap-2">
                    <Button
                      variant="secondary"
                      disabled={sync.isPending && sync.variables?.id === f.id}
                      aria-label={`Sync now: ${f.name} on ${f.unitNumber}`}
                      onClick={() => sync.mutate(f)}
                    >
                      <RefreshCw
                        aria-hidden
                        className={`size-4 ${sync.isPending && sync.variables?.id === f.id ? 'animate-spin' : ''}`}
                      />
                      Sync now
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Remove ${f.name} from ${f.unitNumber}`}
                      onClick={() => setRemoving(f)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </span>
                ) : null}
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
                <Fact
                  label="Last fetch"
                  value={f.lastFetchedAt ? formatDateTime(f.lastFetchedAt, tz) : '—'}
                />
                <Fact label="Events" value={String(f.events)} />
                <Fact label="Next run" value={formatDateTime(f.nextRunAt, tz)} />
                <Fact
                  label="Last good"
                  value={f.lastSuccessAt ? formatDateTime(f.lastSuccessAt, tz) : '—'}
                />
              </dl>
              {f.lastStatus === 'failed' && f.lastError ? (
                <p className="mt-2 rounded bg-red-50 p-2 text-red-900" role="status">
                  Last error: {f.lastError}. The last good state is kept.
                </p>
              ) : null}
              <p className="mt-1 truncate text-xs text-muted" title={f.url}>
                {f.url}
              </p>
            </li>
          ))}
        </ul>
      )}
      <FeedDialog open={adding} onOpenChange={setAdding} unitNumbers={unitNumbers} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Channel Calendar"
        message={
          removing
            ? `Stop syncing ${removing.name} to ${removing.unitNumber}? Its ${removing.events} imported ${removing.events === 1 ? 'reservation' : 'reservations'} will be removed and those nights become free here.`
            : ''
        }
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
