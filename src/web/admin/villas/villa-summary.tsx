import { CalendarCheck, CircleCheck, House, IndianRupee } from 'lucide-react';
import { REVENUE_HINT } from '../../../domain/money-figures';
import { rangeLabel } from '../../../domain/reports';
import { formatInr } from '../../ui/format';
import { StatCard, StatGrid } from '../ui/stat-card';
import type { AdminVillaList } from './api';

/** Total and active villas, total bookings, this month's revenue. */
export function VillaSummaryCards({ summary }: { summary: AdminVillaList['summary'] }) {
  return (
    <StatGrid>
      <StatCard
        label="Total Villas"
        value={String(summary.totalVillas)}
        icon={<House className="size-5" />}
        tone="bg-green-100 text-green-900"
      />
      <StatCard
        label="Active Villas"
        value={String(summary.activeVillas)}
        icon={<CircleCheck className="size-5" />}
        tone="bg-emerald-100 text-emerald-900"
      />
      <StatCard
        label="Total Bookings"
        value={String(summary.totalBookings)}
        icon={<CalendarCheck className="size-5" />}
        tone="bg-sky-100 text-sky-900"
      />
      <StatCard
        label="Total Revenue"
        value={formatInr(summary.totalRevenue)}
        note={`This month (${rangeLabel(summary.revenuePeriod)})`}
        hint={REVENUE_HINT}
        icon={<IndianRupee className="size-5" />}
        tone="bg-amber-100 text-amber-900"
      />
    </StatGrid>
  );
}
