import { backupAgeText } from '../../domain/backups';
import { BedDouble, Binoculars, CalendarCheck, ChartColumn, Clock, House } from 'lucide-react';
import { Link } from 'react-router';
import { formatInr } from '../ui/format';
import type { DashboardData } from './api';
import { Card } from './ui/card';
import { formatDateTime, useResortTz } from './ui/resort-time';
import { StatusDot } from './ui/status-dot';

export function QuickActionsCard() {
  return (
    <Card title="Quick Actions">
      <div className="grid grid-cols-1 gap-2">
        {[
          { to: '/admin/bookings', label: 'Manage Bookings', icon: CalendarCheck },
          { to: '/admin/occupancy', label: 'Check Occupancy', icon: BedDouble },
          { to: '/admin/safari-queries', label: 'Safari Queries', icon: Binoculars },
          { to: '/admin/villas', label: 'Manage Villas', icon: House },
          { to: '/admin/reports', label: 'View Reports', icon: ChartColumn },
        ].map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-2 rounded-lg border border-sand px-3 py-2 text-sm text-forest hover:bg-sand"
          >
            <Icon aria-hidden className="size-4" /> {label}
          </Link>
        ))}
      </div>
    </Card>
  );
}

/** Database, payment gateway, e-mail service and backups. */
export function SystemStatusCard({ data }: { data: DashboardData }) {
  const { systemStatus } = data;
  return (
    <Card title="System Status">
      <dl className="flex flex-col gap-3 text-sm">
        <StatusRow
          label="Database"
          tone={systemStatus.database.status === 'online' ? 'ok' : 'bad'}
          value={`${systemStatus.database.status === 'online' ? 'Online' : 'Offline'} (${systemStatus.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`}
        />
        <StatusRow
          label="Payment Gateway"
          tone={systemStatus.paymentGateway === 'live' ? 'ok' : 'warn'}
          value={systemStatus.paymentGateway === 'live' ? 'Live' : 'Demo'}
        />
        <StatusRow
          label="Email Service"
          tone={systemStatus.emailService === 'live' ? 'ok' : 'warn'}
          value={systemStatus.emailService === 'live' ? 'Live' : 'Demo'}
        />
        <BackupRow backup={systemStatus.backup} now={new Date(data.generatedAt)} />
      </dl>
    </Card>
  );
}

export function BookingPerformanceCard({ figures }: { figures: DashboardData['figures'] }) {
  return (
    <Card title="Booking Performance">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Figure label="Conversion Rate" value={`${figures.conversionRate}%`} />
        <Figure label="Avg Booking Value" value={formatInr(figures.averageBookingValue)} />
        <Figure label="Confirmed" value={String(figures.confirmedBookings)} />
        <Figure label="Pending" value={String(figures.pendingBookings)} />
        <Figure label="Completed" value={String(figures.completedBookings)} />
        <Figure label="Cancelled" value={String(figures.cancelledBookings)} />
      </dl>
    </Card>
  );
}

export function PropertyOverviewCard({ data }: { data: DashboardData }) {
  const { propertyOverview } = data;
  const tz = useResortTz();
  return (
    <Card title="Property Overview">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Figure
          label="Villas"
          value={`${propertyOverview.activeVillas} / ${propertyOverview.totalVillas} active`}
        />
        <Figure label="Room Units" value={String(propertyOverview.totalUnits)} />
        <Figure label="Occupied Tonight" value={String(propertyOverview.occupiedTonight)} />
        <Figure label="Available Tonight" value={String(propertyOverview.availableTonight)} />
      </dl>
      <p className="mt-3 flex items-center gap-1 text-xs text-muted">
        <Clock aria-hidden className="size-3.5" /> Updated {formatDateTime(data.generatedAt, tz)}
      </p>
    </Card>
  );
}

function StatusRow({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone: 'ok' | 'warn' | 'bad';
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="flex items-center gap-2 font-medium text-ink">
        <StatusDot tone={tone} /> {value}
      </dd>
    </div>
  );
}

/** Backups (decision 0125): the newest one's age; a warning when none or older than 48 hours. */
function BackupRow({
  backup,
  now,
}: {
  backup: DashboardData['systemStatus']['backup'];
  now: Date;
}) {
  const value =
    backup.health === 'external'
      ? 'Kept by PostgreSQL'
      : backup.lastBackupAt
        ? `${backupAgeText(new Date(backup.lastBackupAt), now)}${backup.health === 'stale' ? ' (over 48 hours)' : ''}`
        : 'None yet';
  const tone = backup.health === 'ok' || backup.health === 'external' ? 'ok' : 'warn';
  return <StatusRow label="Last Backup" tone={tone} value={value} />;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-cream p-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
