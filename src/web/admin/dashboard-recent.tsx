import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { formatInr } from '../ui/format';
import type { DashboardData } from './api';
import { Card } from './ui/card';
import { formatDateTime, humaniseTimes, useResortTz } from './ui/resort-time';
import { StatusBadge } from './ui/status-badge';

const RECENT_SHOWN = 5;

const stayDate = (d: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${d}T00:00:00Z`),
  );

/** The latest entries of the audit trail, newest first. */
export function RecentActivityCard({ activity }: { activity: DashboardData['recentActivity'] }) {
  const tz = useResortTz();
  return (
    <Card title="Recent Activity">
      {activity.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">No recent activity</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {activity.map((a) => (
            <li key={a.id} className="flex gap-3">
              <Activity aria-hidden className="mt-0.5 size-4 shrink-0 text-moss" />
              <div className="min-w-0">
                <p className="text-sm font-medium text-ink">{a.title}</p>
                {a.description !== a.title ? (
                  <p className="line-clamp-2 text-xs text-muted">
                    {humaniseTimes(a.description, tz)}
                  </p>
                ) : null}
                <p className="text-xs text-muted">
                  {a.actor} · {formatDateTime(a.at, tz)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The last bookings made, with their stay, total and statuses. */
export function RecentBookingsCard({ bookings }: { bookings: DashboardData['recentBookings'] }) {
  return (
    <Card
      title="Recent Bookings"
      className="lg:col-span-2"
      action={
        <Link to="/admin/bookings" className="text-sm font-medium text-moss hover:text-forest">
          View all
        </Link>
      }
    >
      {bookings.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">No bookings yet</p>
      ) : (
        <ul className="divide-y divide-sand">
          {bookings.slice(0, RECENT_SHOWN).map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="min-w-0">
                <p className="font-medium text-ink">{b.guestName}</p>
                <p className="text-xs text-muted">
                  <span className="font-mono">{b.bookingId}</span> · {b.villaName} ·{' '}
                  {stayDate(b.checkIn)} – {stayDate(b.checkOut)} · {b.guests} guest
                  {b.guests === 1 ? '' : 's'}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="text-sm font-semibold">{formatInr(b.total)}</span>
                <StatusBadge kind="booking" status={b.status} />
                <span aria-hidden className="text-muted">
                  ·
                </span>
                <StatusBadge kind="paymentBeside" status={b.paymentStatus} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
