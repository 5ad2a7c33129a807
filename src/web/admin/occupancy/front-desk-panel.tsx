import { useQuery } from '@tanstack/react-query';
import { ListChecks, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../domain/dates';
import { FRONT_DESK_LABELS, type FrontDeskAction } from '../../../domain/front-desk';
import { formatInr } from '../../../domain/money';
import { RoomReadiness } from '../housekeeping/room-readiness';
import { useCan } from '../permissions';
import { Button } from '../ui/button';
import { formatStaffDate } from '../ui/resort-time';
import { StatusBadge } from '../ui/status-badge';
import { ErrorState, LoadingState } from '../ui/states';
import { frontDeskQuery, type FrontDeskItem } from './api';
import { deskListsPdfHref } from './desk-lists-api';
import { FRONT_DESK_ICONS, useFrontDeskAction } from './use-front-desk-action';

const printLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-forest/30 px-4 py-2 text-sm font-medium text-forest hover:bg-sand';

function Item({
  b,
  onAction,
  arrival,
}: {
  b: FrontDeskItem;
  onAction: (action: FrontDeskAction) => void;
  arrival?: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{b.guestName}</span>
          <StatusBadge kind="booking" status={b.status} />
        </p>
        <p className="text-sm text-muted">
          {b.units.length ? b.units.join(', ') : 'No room assigned'} · {b.villaName} · {b.guests}{' '}
          {b.guests === 1 ? 'guest' : 'guests'}
        </p>
        <p className="text-sm text-muted">
          {formatStaffDate(b.checkIn, false)} – {formatStaffDate(b.checkOut, false)} ·{' '}
          <Link
            className="font-mono text-xs text-moss underline"
            to={`/admin/bookings/${encodeURIComponent(b.bookingId)}`}
          >
            {b.bookingId}
          </Link>
          {b.remainingAmount > 0 ? (
            <span className="text-amber-900"> · {formatInr(b.remainingAmount)} due</span>
          ) : null}
        </p>
        {arrival && b.status !== 'checked_in' ? <RoomReadiness rooms={b.roomStates} /> : null}
      </div>
      {b.actions.length ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {b.actions.map((action) => {
            const Icon = FRONT_DESK_ICONS[action];
            return (
              <Button
                key={action}
                variant={action === 'no-show' ? 'secondary' : 'primary'}
                onClick={() => onAction(action)}
                aria-label={`${FRONT_DESK_LABELS[action]} ${b.guestName}`}
              >
                <Icon aria-hidden className="size-4" />
                {FRONT_DESK_LABELS[action]}
              </Button>
            );
          })}
        </div>
      ) : null}
    </li>
  );
}

function List({
  title,
  items,
  empty,
  onAction,
  arrivals,
}: {
  title: string;
  arrivals?: boolean;
  items: FrontDeskItem[];
  empty: string;
  onAction: (b: FrontDeskItem, action: FrontDeskAction) => void;
}) {
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="font-serif text-base text-forest">
        {title} <span className="font-sans text-sm text-muted">({items.length})</span>
      </h3>
      {items.length ? (
        <ul className="divide-y divide-sand">
          {items.map((b) => (
            <Item key={b.bookingId} b={b} arrival={arrivals} onAction={(a) => onAction(b, a)} />
          ))}
        </ul>
      ) : (
        <p className="py-3 text-sm text-muted">{empty}</p>
      )}
    </section>
  );
}

/**
 * Front desk: the day's arrivals and departures (and confirmed guests overdue to arrive) with the
 * actions the server allows now. Each action asks first; the lists, tiles and grid then reload.
 */
export function FrontDeskPanel({ date, today }: { date: string; today: string }) {
  const desk = useQuery(frontDeskQuery(date));
  const { ask: open, dialog } = useFrontDeskAction(today);

  const can = useCan();
  const isToday = date === today;
  const d = desk.data;
  return (
    <section
      aria-labelledby="front-desk-title"
      className="rounded-xl border border-sand bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="front-desk-title" className="text-lg">
          {isToday ? 'Front desk today' : `Front desk — ${formatLongDate(date)}`}
        </h2>
        {can('bookings.read') ? (
          <div className="flex flex-wrap gap-2">
            <Link
              className={printLinkClass}
              to={`/admin/occupancy/lists${isToday ? '' : `?date=${date}`}`}
            >
              <ListChecks aria-hidden className="size-4" />
              Lists to print
            </Link>
            <a className={printLinkClass} href={deskListsPdfHref(date)} download>
              <Printer aria-hidden className="size-4" />
              Print lists (PDF)
            </a>
          </div>
        ) : null}
      </div>
      {!isToday ? (
        <p className="text-sm text-muted">
          Check-in, check-out and no-show are done on the day; buttons show when allowed today.
        </p>
      ) : null}
      {desk.isPending ? (
        <LoadingState label="Loading arrivals and departures…" />
      ) : desk.isError && !d ? (
        <div className="mt-3">
          <ErrorState
            title="Loading Error"
            message="Failed to load occupancy data"
            onRetry={() => void desk.refetch()}
          />
        </div>
      ) : d ? (
        <div className="mt-3 grid gap-5 lg:grid-cols-2">
          <List
            title="Arrivals"
            arrivals
            items={d.arrivals}
            empty={isToday ? 'No arrivals today.' : 'No arrivals on this day.'}
            onAction={open}
          />
          <List
            title="Departures"
            items={d.departures}
            empty={isToday ? 'No departures today.' : 'No departures on this day.'}
            onAction={open}
          />
          {d.overdue.length ? (
            <div className="lg:col-span-2">
              <List title="Overdue arrivals" arrivals items={d.overdue} empty="" onAction={open} />
            </div>
          ) : null}
        </div>
      ) : null}

      {dialog}
    </section>
  );
}
