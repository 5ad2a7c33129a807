import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, IndianRupee, Percent, WalletCards } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { PAYMENTS_RECEIVED_LABEL, REVENUE_HINT } from '../../domain/money-figures';
import { rangeLabel } from '../../domain/analytics';
import { formatInr } from '../ui/format';
import { useToast } from '../ui/toast';
import { dashboardQuery, type DashboardData } from './api';
import { DashboardBanners } from './dashboard-banners';
import {
  BookingPerformanceCard,
  PropertyOverviewCard,
  QuickActionsCard,
  SystemStatusCard,
} from './dashboard-panels';
import { RecentActivityCard, RecentBookingsCard } from './dashboard-recent';
import { Button } from './ui/button';
import { RefreshButton } from './ui/refresh-button';
import { Spinner } from './ui/spinner';
import { StatCard } from './ui/stat-card';

const DASHBOARD_ERROR = {
  title: 'Dashboard Error',
  message: 'Failed to load dashboard data',
} as const;

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

function DashboardContent({ data }: { data: DashboardData }) {
  const { figures } = data;
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
        <RecentActivityCard activity={data.recentActivity} />
        <RecentBookingsCard bookings={data.recentBookings} />
      </div>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-4">
        <QuickActionsCard />
        <SystemStatusCard data={data} />
        <BookingPerformanceCard figures={figures} />
        <PropertyOverviewCard data={data} />
      </div>
    </>
  );
}
