import type { UseQueryResult } from '@tanstack/react-query';
import { formatLongDate } from '../../../domain/dates';
import { type OccupancyView } from '../../../domain/occupancy-view';
import { formatStaffDate } from '../ui/resort-time';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import type { OccupancyDay, OccupancyRange } from './api';
import { LOAD_FAILED } from './use-live-occupancy';
import { GridLegend } from './grid-bars';
import { OccupancyGrid } from './occupancy-grid';
import type { RoomDetails } from './room-details-dialog';
import { OccupancyLegend, RoomTiles } from './room-tiles';

function windowTitle(view: OccupancyView, from: string, to: string): string {
  if (view === 'month')
    return new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${from}T00:00:00Z`));
  return `${formatStaffDate(from, false)} – ${formatStaffDate(to)}`;
}

/** The night's room tiles (day view) or the week or month grid of stays. */
export function OccupancyViewSection({
  view,
  date,
  today,
  shown,
  day,
  range,
  onOpen,
  onPickDay,
}: {
  view: OccupancyView;
  date: string;
  today: string;
  shown: { from: string; to: string };
  day: UseQueryResult<OccupancyDay>;
  range: UseQueryResult<OccupancyRange>;
  onOpen: (details: RoomDetails) => void;
  onPickDay: (date: string) => void;
}) {
  const d = day.data;
  const main = view === 'day' ? day : range;
  return (
    <section aria-labelledby="occupancy-view-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="occupancy-view-title" className="text-xl">
          {view === 'day'
            ? `Rooms on ${formatLongDate(date)}`
            : windowTitle(view, shown.from, shown.to)}
        </h2>
        {view === 'day' ? <OccupancyLegend /> : <GridLegend />}
      </div>
      {main.isError && !main.data ? (
        <ErrorState
          title={LOAD_FAILED.title}
          message={LOAD_FAILED.message}
          onRetry={() => void main.refetch()}
        />
      ) : view === 'day' ? (
        !d ? (
          <LoadingState label="Loading occupancy…" />
        ) : d.units.length === 0 ? (
          <EmptyState title="No room units yet" message="Add units to a villa to see them here." />
        ) : (
          <RoomTiles day={d} onOpen={onOpen} />
        )
      ) : !range.data ? (
        <LoadingState label="Loading occupancy…" />
      ) : range.data.units.length === 0 ? (
        <EmptyState title="No room units yet" message="Add units to a villa to see them here." />
      ) : (
        <div aria-busy={range.isFetching} className={range.isPlaceholderData ? 'opacity-60' : ''}>
          <OccupancyGrid
            range={range.data}
            selectedDate={date}
            today={today}
            onOpen={onOpen}
            onPickDay={onPickDay}
          />
          <p className="mt-2 text-xs text-muted">
            Each bar is one stay across its nights; the check-out day is free for the next guest.
            Pick a day for its figures and front desk.
          </p>
        </div>
      )}
    </section>
  );
}
