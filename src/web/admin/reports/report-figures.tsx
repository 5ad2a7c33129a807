import {
  BedDouble,
  CalendarCheck,
  HandCoins,
  IndianRupee,
  Minus,
  TrendingDown,
  TrendingUp,
  WalletCards,
} from 'lucide-react';
import { PAYMENTS_RECEIVED_HINT, REVENUE_HINT } from '../../../domain/money-figures';
import { formatInr } from '../../ui/format';
import { Card } from '../ui/card';
import { StatCard } from '../ui/stat-card';
import type { ReportData } from './api';

export const pct = (n: number) => `${n.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

function Growth({ value, label = 'vs previous period' }: { value: number; label?: string }) {
  const Icon = value > 0 ? TrendingUp : value < 0 ? TrendingDown : Minus;
  const tone = value > 0 ? 'text-green-800' : value < 0 ? 'text-red-800' : 'text-muted';
  return (
    <span className={`inline-flex items-center gap-1 ${tone}`}>
      <Icon aria-hidden className="size-3.5" />
      {value > 0 ? '+' : ''}
      {pct(value)} <span className="text-muted">{label}</span>
    </span>
  );
}

/** The five headline cards: revenue, payments received, bookings, average value, occupancy. */
export function SummaryCards({ r }: { r: ReportData }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
      <StatCard
        label="Total Revenue"
        value={formatInr(r.summary.revenue)}
        note={<Growth value={r.summary.growth} />}
        hint={REVENUE_HINT}
        icon={<IndianRupee className="size-5" />}
        tone="bg-emerald-100 text-emerald-900"
      />
      <StatCard
        label="Payments Received"
        value={formatInr(r.summary.paymentsReceived)}
        note={`Previous period ${formatInr(r.summary.previousPaymentsReceived)}`}
        hint={PAYMENTS_RECEIVED_HINT}
        icon={<HandCoins className="size-5" />}
        tone="bg-teal-100 text-teal-900"
      />
      <StatCard
        label="Total Bookings"
        value={r.summary.bookings.toLocaleString('en-IN')}
        note={<Growth value={r.summary.bookingsGrowth} />}
        icon={<CalendarCheck className="size-5" />}
        tone="bg-sky-100 text-sky-900"
      />
      <StatCard
        label="Avg Booking Value"
        value={formatInr(r.summary.averageBookingValue)}
        note={`Revenue ÷ ${r.summary.earningBookings} booking${r.summary.earningBookings === 1 ? '' : 's'} earning in the period`}
        icon={<WalletCards className="size-5" />}
        tone="bg-violet-100 text-violet-900"
      />
      <StatCard
        label="Occupancy"
        value={pct(r.kpis.occupancyRate)}
        note={`${r.kpis.nightsSold} of ${r.kpis.unitNightsAvailable} unit-nights`}
        icon={<BedDouble className="size-5" />}
        tone="bg-amber-100 text-amber-900"
      />
    </div>
  );
}

function KpiTile({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-xl border border-sand bg-white p-3 shadow-sm">
      <p className="text-xs font-medium text-muted">{label}</p>
      <p
        className="mt-1 text-xl font-semibold text-ink"
        data-testid={`kpi-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {value}
      </p>
      <p className="mt-0.5 text-xs text-muted">{hint}</p>
    </div>
  );
}

/** Key Figures: ADR, RevPAR, stay length, lead time, cancellation, conversion, nights. */
export function KeyFigures({ kpis }: { kpis: ReportData['kpis'] }) {
  return (
    <section aria-labelledby="kpi-heading" className="flex flex-col gap-3">
      <h2 id="kpi-heading" className="text-lg">
        Key Figures
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <KpiTile label="ADR" value={formatInr(kpis.adr)} hint="Average daily rate" />
        <KpiTile label="RevPAR" value={formatInr(kpis.revpar)} hint="Per available unit-night" />
        <KpiTile
          label="Avg Length of Stay"
          value={`${kpis.averageStay.toLocaleString('en-IN')} nights`}
          hint="Bookings made in the period"
        />
        <KpiTile
          label="Lead Time"
          value={`${kpis.leadTime.toLocaleString('en-IN')} days`}
          hint="Booking to arrival"
        />
        <KpiTile
          label="Cancellation Rate"
          value={pct(kpis.cancellationRate)}
          hint="Of bookings made"
        />
        <KpiTile label="Conversion" value={pct(kpis.conversionRate)} hint="Confirmed ÷ made" />
        <KpiTile
          label="Nights Sold"
          value={kpis.nightsSold.toLocaleString('en-IN')}
          hint="Unit-nights in the period"
        />
        <KpiTile
          label="Unit-Nights Available"
          value={kpis.unitNightsAvailable.toLocaleString('en-IN')}
          hint="Blocked nights excluded"
        />
      </div>
    </section>
  );
}

function ShareList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: { key: string; name: string; revenue: number; share: number }[];
  empty: string;
}) {
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((r) => (
            <li key={r.key} className="text-sm">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium">{r.name}</span>
                <span>
                  {formatInr(r.revenue)} <span className="text-muted">({pct(r.share)})</span>
                </span>
              </div>
              <div
                className="mt-1 h-2 overflow-hidden rounded-full bg-sand"
                role="img"
                aria-label={`${r.name}: ${pct(r.share)} of revenue`}
              >
                <div
                  className="h-full rounded-full bg-forest"
                  style={{ width: `${Math.max(0, Math.min(100, r.share))}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Revenue by villa and by package, side by side. */
export function RevenueShares({ r }: { r: ReportData }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <ShareList
        title="Revenue by Villa"
        rows={r.villaShare.map((v) => ({ key: v.villaId, ...v }))}
        empty="No revenue in this period."
      />
      <ShareList
        title="Revenue by Package"
        rows={r.packageShare.map((p) => ({ key: p.packageId ?? 'none', ...p }))}
        empty="No revenue in this period."
      />
    </div>
  );
}
