import { backupAgeText } from '../../domain/backups';
import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  BedDouble,
  Binoculars,
  CalendarCheck,
  ChartColumn,
  Clock,
  House,
  IndianRupee,
  Percent,
  MailWarning,
  TriangleAlert,
  WalletCards,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { PAYMENTS_RECEIVED_LABEL, REVENUE_HINT } from '../../domain/money-figures';
import { rangeLabel } from '../../domain/analytics';
import { formatInr } from '../ui/format';
import { useToast } from '../ui/toast';
import { dashboardQuery, meQuery, type DashboardData } from './api';
import { outboxSummaryQuery } from './emails/api';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { formatDateTime, humaniseTimes, useResortTz } from './ui/resort-time';
import { RefreshButton } from './ui/refresh-button';
import { Spinner } from './ui/spinner';
import { StatCard } from './ui/stat-card';
import { StatusBadge } from './ui/status-badge';
import { StatusDot } from './ui/status-dot';
import { UnpaidHoldsBanner } from './unpaid-holds-banner';
import { FormCDueBanner } from './registrations/form-c-due-banner';
import { ChannelConflictsBanner } from './channels/conflicts-banner';

const DASHBOARD_ERROR = {
  title: 'Dashboard Error',
  message: 'Failed to load dashboard data',
} as const;
const RECENT_SHOWN = 5;

export function DashboardPage() {
  const { data, error, isPending, isError, isFetching, refetch, errorUpdateCount } =
    useQuery(dashboardQuery);
  const toast = useToast();

  // One toast per failed load (initial, refresh or the 60-second automatic refresh).
  const shownErrors = useRef(0);
  useEffect(() => {
    if (errorUpdateCount > shownErrors.current) {
      shownErrors.current = errorUpdateCount;
      // A 401 means the session ended: the shell sends the admin to sign-in instead.
      if (!(error instanceof ApiError && error.status === 401))
        toast({ type: 'error', ...DASHBOARD_ERROR });
    }
  }, [errorUpdateCount, error, toast]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl sm:text-3xl">Dashboard</h1>
          <p className="text-sm text-muted">Bookings, revenue and the property at a glance</p>
        </div>
        {/* A failed load already shows "Dashboard Error" (below), so no second failure toast. */}
        <RefreshButton
          refresh={refetch}
          message="Dashboard data has been updated"
          busy={isFetching}
        />
      </div>

      <DashboardBanners />

      {isPending ? (
        <Spinner label="Loading dashboard…" className="py-20" />
      ) : isError && !data ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-serif text-xl text-red-900">{DASHBOARD_ERROR.title}</p>
          <p className="text-red-800">{DASHBOARD_ERROR.message}</p>
          <Button className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data ? (
        <DashboardContent data={data} />
      ) : null}
    </div>
  );
}

const stayDate = (d: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${d}T00:00:00Z`),
  );

function DashboardContent({ data }: { data: DashboardData }) {
  const { figures, systemStatus, propertyOverview } = data;
  const tz = useResortTz();
  const dateTime = (iso: string) => formatDateTime(iso, tz);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Bookings"
          value={String(figures.totalBookings)}
          note={`${figures.pendingBookings} pending · ${figures.confirmedBookings} confirmed`}
          icon={<CalendarCheck className="size-5" />}
          tone="bg-sky-100 text-sky-800"
        />
        <StatCard
          label="Revenue"
          value={formatInr(figures.revenue)}
          note={
            <>
              This month ({rangeLabel(figures.revenuePeriod)})
              <span className="block" data-testid="payments-received">
                {PAYMENTS_RECEIVED_LABEL}: {formatInr(figures.paymentsReceived)}
              </span>
            </>
          }
          hint={REVENUE_HINT}
          icon={<IndianRupee className="size-5" />}
          tone="bg-green-100 text-green-800"
        />
        <StatCard
          label="Half Payments"
          value={String(figures.halfPayments)}
          note={
            <Link
              to="/admin/bookings?filter=advance_paid"
              className="font-medium text-moss underline underline-offset-2 hover:text-forest"
            >
              View half-paid bookings
            </Link>
          }
          icon={<WalletCards className="size-5" />}
          tone="bg-orange-100 text-orange-800"
        />
        <StatCard
          label="Occupancy Rate"
          value={`${figures.occupancyRate}%`}
          note="Active bookings over 30 days per villa"
          icon={<Percent className="size-5" />}
          tone="bg-violet-100 text-violet-800"
        />
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card title="Recent Activity">
          {data.recentActivity.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">No recent activity</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.recentActivity.map((a) => (
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
                      {a.actor} · {dateTime(a.at)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card
          title="Recent Bookings"
          className="lg:col-span-2"
          action={
            <Link to="/admin/bookings" className="text-sm font-medium text-moss hover:text-forest">
              View all
            </Link>
          }
        >
          {data.recentBookings.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">No bookings yet</p>
          ) : (
            <ul className="divide-y divide-sand">
              {data.recentBookings.slice(0, RECENT_SHOWN).map((b) => (
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
      </div>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-4">
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
            <Clock aria-hidden className="size-3.5" /> Updated {dateTime(data.generatedAt)}
          </p>
        </Card>
      </div>
    </>
  );
}

/** Warnings staff must not miss: test payments, e-mails that did not go out, hoarded nights. */
function DashboardBanners() {
  const { data: me } = useQuery(meQuery);
  const { data: mail } = useQuery(outboxSummaryQuery);
  const stuck = mail ? mail.held + mail.failed : 0;
  return (
    <>
      {me?.testPayments ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Test payments.</strong> Payments run on the built-in test gateway: no money is
            collected. Set the Razorpay keys to take real payments.
          </span>
        </p>
      ) : null}
      {stuck > 0 && mail ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950"
        >
          <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>
              {stuck} e-mail{stuck === 1 ? '' : 's'} not delivered
            </strong>{' '}
            (
            {[mail.held ? `${mail.held} held` : '', mail.failed ? `${mail.failed} failed` : '']
              .filter(Boolean)
              .join(', ')}
            {mail.smtpConfigured ? '' : '; e-mail delivery is not configured'}).{' '}
            <Link
              to={`/admin/emails?status=${mail.failed ? 'failed' : 'held'}`}
              className="font-medium underline underline-offset-2"
            >
              Review e-mails
            </Link>
          </span>
        </p>
      ) : null}
      <UnpaidHoldsBanner />
      <ChannelConflictsBanner />
      <FormCDueBanner />
    </>
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
