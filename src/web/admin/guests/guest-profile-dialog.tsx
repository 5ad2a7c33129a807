import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatInr } from '../../ui/format';
import { useCan } from '../permissions';
import { DownloadButton } from '../ui/download-button';
import { Modal } from '../ui/modal';
import { formatDateTime, formatStaffDate, useResortTz } from '../ui/resort-time';
import { Badge, StatusBadge } from '../ui/status-badge';
import { ErrorState, LoadingState } from '../ui/states';
import { exportHref, guestProfileQuery } from './api';
import { LOAD_FAILED, TIER_LABELS, TIER_STYLES, TOTAL_SPENT_HINT } from './guest-labels';

/** A guest's profile: figures, bookings and (with the export permission) their data export. */
export function GuestProfileDialog({
  email,
  onClose,
}: {
  email: string | null;
  onClose: () => void;
}) {
  const tz = useResortTz();
  const canExport = useCan()('exports');
  const profile = useQuery({ ...guestProfileQuery(email ?? ''), enabled: email !== null });
  const g = profile.data?.guest;
  return (
    <Modal open={email !== null} onOpenChange={(o) => !o && onClose()} title="User Profile" wide>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError || !g ? (
        <ErrorState title={LOAD_FAILED.title} message={LOAD_FAILED.message} />
      ) : (
        <div className="flex flex-col gap-4 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="text-lg font-semibold">{g.name}</p>
              <p className="break-all text-muted">{g.email}</p>
              {g.phone ? <p className="text-muted">{g.phone}</p> : null}
              <p className="text-xs text-muted">Joined {formatDateTime(g.joinedAt, tz)}</p>
            </div>
            <Badge className={TIER_STYLES[g.tier]}>{TIER_LABELS[g.tier]}</Badge>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-muted">Bookings</dt>
              <dd className="font-semibold">{g.bookings}</dd>
            </div>
            <div>
              <dt className="text-muted" title={TOTAL_SPENT_HINT}>
                Total Spent
              </dt>
              <dd className="font-semibold">{formatInr(g.totalSpent)}</dd>
            </div>
            <div>
              <dt className="text-muted">Last Booking</dt>
              <dd className="font-semibold">
                {g.lastBooking ? formatDateTime(g.lastBooking, tz) : '—'}
              </dd>
            </div>
          </dl>
          <h3 className="font-semibold">Bookings</h3>
          {profile.data.bookings.length === 0 ? (
            <p className="text-muted">No bookings yet.</p>
          ) : (
            <ul className="divide-y divide-sand rounded-lg border border-sand">
              {profile.data.bookings.map((b) => (
                <li
                  key={b.bookingId}
                  className="flex flex-wrap items-center justify-between gap-2 p-2"
                >
                  <div>
                    <Link
                      className="font-medium text-forest underline"
                      to={`/admin/bookings/${b.bookingId}`}
                    >
                      {b.bookingId}
                    </Link>
                    <p className="text-xs text-muted">
                      {b.villaName} · {formatStaffDate(b.checkIn)} – {formatStaffDate(b.checkOut)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <StatusBadge kind="booking" status={b.status} />
                    <span className="font-semibold">{formatInr(b.total)}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {canExport ? (
            <div className="flex flex-wrap justify-end gap-2">
              <DownloadButton
                href={exportHref(g.email, 'json')}
                fallbackName="guest-data.json"
                label="Export Data (JSON)"
              />
              <DownloadButton
                href={exportHref(g.email, 'csv')}
                fallbackName="guest-data.csv"
                label="Export Data (CSV)"
              />
            </div>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
