import { Crown, IndianRupee, TrendingUp, Users } from 'lucide-react';
import { PAYMENTS_RECEIVED_HINT } from '../../../domain/money-figures';
import { formatInr } from '../../ui/format';
import { StatCard } from '../ui/stat-card';
import type { GuestStats } from '../../../server/guests/admin-contract';

/** Total users, premium users, payments received and average spending (`…` while loading). */
export function GuestStatCards({ s }: { s: GuestStats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total Users"
        value={s ? String(s.totalUsers) : '…'}
        icon={<Users className="size-5" />}
        tone="bg-green-100 text-green-900"
      />
      <StatCard
        label="Premium Users"
        value={s ? String(s.premiumUsers) : '…'}
        note="Paid above ₹1,00,000 (net of refunds)"
        icon={<Crown className="size-5" />}
        tone="bg-amber-100 text-amber-900"
      />
      <StatCard
        label="Payments Received"
        value={s ? formatInr(s.paymentsReceived) : '…'}
        note="All guests, all time"
        hint={PAYMENTS_RECEIVED_HINT}
        icon={<IndianRupee className="size-5" />}
        tone="bg-emerald-100 text-emerald-900"
      />
      <StatCard
        label="Avg Spending"
        value={s ? formatInr(s.avgSpending) : '…'}
        icon={<TrendingUp className="size-5" />}
        tone="bg-sky-100 text-sky-900"
      />
    </div>
  );
}
