import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLongDate } from '../../../domain/dates';
import { occupancyWindow } from '../../../domain/occupancy-view';
import { RefreshButton } from '../ui/refresh-button';
import { frontDeskQuery, occupancyDayQuery, occupancyRangeQuery } from './api';
import { DateViewBar } from './date-view-bar';
import { FrontDeskPanel } from './front-desk-panel';
import { NightStatCards } from './night-stat-cards';
import { OccupancyViewSection } from './occupancy-view-section';
import { RoomDetailsDialog, type RoomDetails } from './room-details-dialog';
import { useFrontDeskAction } from './use-front-desk-action';
import { useLiveOccupancy } from './use-live-occupancy';
import { useOccupancyParams } from './use-occupancy-params';

/** /admin/occupancy — Room-Wise Occupancy: the night's tiles, the week or month grid, the front desk. */
export function OccupancyPage() {
  const { date, view, today, update } = useOccupancyParams();
  const shown = occupancyWindow(view, date);
  const day = useQuery(occupancyDayQuery(date));
  const range = useQuery(occupancyRangeQuery(shown.from, shown.to, view !== 'day'));
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<RoomDetails | null>(null);
  const frontDesk = useFrontDeskAction(today);

  useLiveOccupancy(day, range);

  const stats = day.data && day.data.date === date ? day.data : undefined;

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

      <DateViewBar date={date} view={view} today={today} update={update} />

      <NightStatCards stats={stats} />

      <OccupancyViewSection
        view={view}
        date={date}
        today={today}
        shown={shown}
        day={day}
        range={range}
        onOpen={setDetails}
        onPickDay={(picked) => update({ date: picked })}
      />

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
