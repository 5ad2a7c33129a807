import { BedDouble, CalendarCheck, DoorOpen, Percent } from 'lucide-react';
import { StatCard } from '../ui/stat-card';
import type { OccupancyDay } from './api';

/** The night's rooms: total, occupied, available (and blocked), rate (`…` while loading). */
export function NightStatCards({ stats }: { stats: OccupancyDay | undefined }) {
  return (
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
  );
}
