import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { isIsoDate } from '../../../domain/dates';
import {
  OCCUPANCY_VIEW_LABELS,
  OCCUPANCY_VIEWS,
  stepOccupancyDate,
  type OccupancyView,
} from '../../../domain/occupancy-view';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';

/** The occupancy screen's date (typed, stepped by the view, or today) and view (day, week, month). */
export function DateViewBar({
  date,
  view,
  today,
  update,
}: {
  date: string;
  view: OccupancyView;
  today: string;
  update: (patch: { date?: string; view?: OccupancyView }) => void;
}) {
  const dateId = useId();
  return (
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
  );
}
