import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BedDouble,
  CalendarCheck,
  ChevronLeft,
  ChevronRight,
  DoorOpen,
  Percent,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Route, Routes } from 'react-router';
import { formatLongDate, isIsoDate } from '../../../domain/dates';
import {
  OCCUPANCY_VIEW_LABELS,
  OCCUPANCY_VIEWS,
  occupancyWindow,
  stepOccupancyDate,
  type OccupancyView,
} from '../../../domain/occupancy-view';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';
import { RefreshButton } from '../ui/refresh-button';
import { formatStaffDate } from '../ui/resort-time';
import { StatCard } from '../ui/stat-card';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminEvents } from '../ui/use-admin-events';
import { frontDeskQuery, OCCUPANCY_KEY, occupancyDayQuery, occupancyRangeQuery } from './api';
import { FrontDeskPanel } from './front-desk-panel';
import { GridLegend, OccupancyGrid } from './occupancy-grid';
import { RoomDetailsDialog, type RoomDetails } from './room-details-dialog';
import { OccupancyLegend, RoomTiles } from './room-tiles';
import { useFrontDeskAction } from './use-front-desk-action';
import { useOccupancyParams } from './use-occupancy-params';

const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load occupancy data' } as const;

/** Events that change who sleeps where: they reload the occupancy queries. */
const LIVE_TYPES = new Set([
  'booking.created',
  'booking.confirmed',
  'booking.checked_in',
  'booking.checked_out',
  'booking.no_show',
  'booking.cancelled',
  'payment.captured',
  'payment.received',
]);

function windowTitle(view: OccupancyView, from: string, to: string): string {
  if (view === 'month')
    return new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${from}T00:00:00Z`));
  return `${formatStaffDate(from, false)} – ${formatStaffDate(to)}`;
}

/** /admin/occupancy — Room-Wise Occupancy: the night's tiles, the week or month grid, the front desk. */
function OccupancyPage() {
  const { date, view, today, update } = useOccupancyParams();
  const shown = occupancyWindow(view, date);
  const day = useQuery(occupancyDayQuery(date));
  const range = useQuery(occupancyRangeQuery(shown.from, shown.to, view !== 'day'));
  const queryClient = useQueryClient();
  const toast = useToast();
  const [details, setDetails] = useState<RoomDetails | null>(null);
  const dateId = useId();
  const frontDesk = useFrontDeskAction(today);

  useAdminEvents((event) => {
    if (LIVE_TYPES.has(event.data.type))
      void queryClient.invalidateQueries({ queryKey: OCCUPANCY_KEY });
  });

  const failed = day.isError || range.isError;
  const errorCount = day.errorUpdateCount + range.errorUpdateCount;
  useEffect(() => {
    if (failed) toast({ type: 'error', ...LOAD_FAILED });
  }, [failed, errorCount, toast]);

  const d = day.data;
  const stats = d && d.date === date ? d : undefined;
  const main = view === 'day' ? day : range;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl">Room-Wise Occupancy</h1>
          <p className="text-sm text-muted">
            Who sleeps where on the night of {formatLongDate(date)}
            {date === today ? ' (tonight)' : ''}.
          </p>
        </div>
        <RefreshButton
          refresh={async () => {
            const [a, b, c] = await Promise.all([
              day.refetch(),
              view === 'day' ? Promise.resolve({ isSuccess: true }) : range.refetch(),
              queryClient.fetchQuery(frontDeskQuery(date)).then(
                () => ({ isSuccess: true }),
                () => ({ isSuccess: false }),
              ),
            ]);
            return { isSuccess: a.isSuccess && b.isSuccess && c.isSuccess };
          }}
          message="Occupancy data has been updated"
          failMessage="Failed to refresh occupancy data"
          busy={day.isFetching || range.isFetching}
        />
      </div>

      <div
        role="group"
        aria-label="Date and view"
        className="flex flex-col gap-3 rounded-xl border border-sand bg-white p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-end sm:p-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={dateId} className="text-sm font-medium text-ink">
            Date
          </label>
          <input
            id={dateId}
            type="date"
            className={inputClass}
            value={date}
            onChange={(e) => {
              if (isIsoDate(e.target.value)) update({ date: e.target.value });
            }}
          />
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            className="px-2.5"
            aria-label={`Previous ${view}`}
            onClick={() => update({ date: stepOccupancyDate(view, date, -1) })}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <Button
            variant="secondary"
            onClick={() => update({ date: today })}
            disabled={date === today}
          >
            Today
          </Button>
          <Button
            variant="secondary"
            className="px-2.5"
            aria-label={`Next ${view}`}
            onClick={() => update({ date: stepOccupancyDate(view, date, 1) })}
          >
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
        <div
          role="group"
          aria-label="View"
          className="inline-flex self-start rounded-lg border border-forest/30 p-0.5 sm:ml-auto sm:self-auto"
        >
          {OCCUPANCY_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => update({ view: v })}
              className={`rounded-md px-4 py-1.5 text-sm font-medium ${view === v ? 'bg-forest text-white' : 'text-forest hover:bg-sand'}`}
            >
              {OCCUPANCY_VIEW_LABELS[v]}
            </button>
          ))}
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Total Rooms"
          value={stats ? String(stats.totalRooms) : '…'}
          icon={<BedDouble className="size-5" />}
          tone="bg-green-100 text-green-900"
        />
        <StatCard
          label="Occupied"
          value={stats ? String(stats.occupied) : '…'}
          icon={<CalendarCheck className="size-5" />}
          tone="bg-sky-100 text-sky-900"
        />
        <StatCard
          label="Available"
          value={stats ? String(stats.available) : '…'}
          note={stats && stats.blocked ? `${stats.blocked} blocked` : undefined}
          icon={<DoorOpen className="size-5" />}
          tone="bg-emerald-100 text-emerald-900"
        />
        <StatCard
          label="Occupancy Rate"
          value={stats ? `${stats.occupancyRate}%` : '…'}
          icon={<Percent className="size-5" />}
          tone="bg-amber-100 text-amber-900"
        />
      </div>

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
            <EmptyState
              title="No room units yet"
              message="Add units to a villa to see them here."
            />
          ) : (
            <RoomTiles day={d} onOpen={setDetails} />
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
              onOpen={setDetails}
              onPickDay={(picked) => update({ date: picked })}
            />
            <p className="mt-2 text-xs text-muted">
              Each bar is one stay across its nights; the check-out day is free for the next guest.
              Pick a day for its figures and front desk.
            </p>
          </div>
        )}
      </section>

      <FrontDeskPanel date={date} today={today} />

      <RoomDetailsDialog
        details={details}
        onClose={() => setDetails(null)}
        today={today}
        onAction={frontDesk.ask}
      />
      {frontDesk.dialog}
    </div>
  );
}

// The print page of the desk's lists is a chunk of its own (decision 0136).
const DeskListsPage = lazy(() =>
  import('./desk-lists-page').then((m) => ({ default: m.DeskListsPage })),
);

/** /admin/occupancy/* — the occupancy screen and the desk's print page (`lists`). */
export default function OccupancySection() {
  return (
    <Routes>
      <Route index element={<OccupancyPage />} />
      <Route
        path="lists"
        element={
          <Suspense fallback={<LoadingState />}>
            <DeskListsPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
