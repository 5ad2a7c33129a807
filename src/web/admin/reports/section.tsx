import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import {
  BedDouble,
  CalendarCheck,
  CircleHelp,
  HandCoins,
  IndianRupee,
  Minus,
  SlidersHorizontal,
  TrendingDown,
  TrendingUp,
  WalletCards,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  PERIOD_LABELS,
  REPORT_DEFINITIONS,
  REPORT_PERIOD_CHOICES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  reportQuerySchema,
  type ReportPeriodChoice,
  type ReportStatusFilter,
  type ReportType,
} from '../../../domain/reports';
import { PAYMENTS_RECEIVED_HINT, REVENUE_HINT } from '../../../domain/money-figures';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { DownloadButton } from '../ui/download-button';
import { inputClass } from '../ui/field';
import { ClearFiltersButton, DateFilter, FilterBar, SelectFilter } from '../ui/filter-bar';
import { formatDateTime, formatStaffDate, useResortTz } from '../ui/resort-time';
import { Spinner } from '../ui/spinner';
import { StatCard } from '../ui/stat-card';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useListParams } from '../ui/use-list-params';
import { exportHref, reportQuery, type ReportData } from './api';
import { DiscountsCard } from './discounts-card';

const RevenueChart = lazy(() => import('./revenue-chart'));

const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load report data' } as const;
const STATUS_OPTIONS = [
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

const pct = (n: number) => `${n.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

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

function HelpPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" className="px-2" aria-label="How the figures are counted">
          <CircleHelp aria-hidden className="size-5" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-h-[70vh] w-[min(26rem,calc(100vw-24px))] overflow-y-auto rounded-xl border border-sand bg-white p-4 text-sm shadow-lg"
        >
          <h2 className="mb-2 font-serif text-lg text-forest">How the figures are counted</h2>
          <p className="mb-2 text-muted">Dates are in the resort&apos;s time zone.</p>
          <dl className="flex flex-col gap-2">
            {REPORT_DEFINITIONS.map((d) => (
              <div key={d.term}>
                <dt className="font-semibold text-ink">{d.term}</dt>
                <dd className="text-muted">{d.meaning}</dd>
              </div>
            ))}
          </dl>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
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

function cell(value: string | number | null | undefined, kind: string) {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return kind === 'date' ? formatStaffDate(value) : value;
  if (kind === 'money') return formatInr(value);
  if (kind === 'percent') return pct(value);
  return value.toLocaleString('en-IN');
}

function DetailTable({ detail }: { detail: ReportData['detail'] }) {
  return (
    <Card title={`${REPORT_TYPE_LABELS[detail.type]}: ${detail.title}`}>
      {detail.rows.length === 0 ? (
        <EmptyState title="Nothing to show for this period" />
      ) : (
        <div
          className="-mx-4 overflow-x-auto sm:mx-0"
          tabIndex={0}
          role="region"
          aria-label={`${detail.title} (scrolls sideways)`}
        >
          <table className="w-full min-w-max text-sm">
            <caption className="sr-only">{detail.title}</caption>
            <thead>
              <tr className="border-b border-sand text-left">
                {detail.columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={`px-4 py-2 font-medium text-muted sm:px-3 ${c.kind === 'text' || c.kind === 'date' ? '' : 'text-right'}`}
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {detail.rows.map((row, i) => (
                <tr key={i} className="border-b border-sand/60 last:border-0">
                  {detail.columns.map((c, j) => {
                    const content = cell(row[c.key], c.kind);
                    const align =
                      c.kind === 'text' || c.kind === 'date' ? '' : 'text-right tabular-nums';
                    return j === 0 ? (
                      <th
                        key={c.key}
                        scope="row"
                        className={`px-4 py-2 text-left font-medium sm:px-3 ${align}`}
                      >
                        {content}
                      </th>
                    ) : (
                      <td key={c.key} className={`px-4 py-2 sm:px-3 ${align}`}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

export default function ReportsSection() {
  const { params, apiQuery, update } = useListParams(reportQuerySchema);
  const report = useQuery(reportQuery(apiQuery));
  const toast = useToast();
  const tz = useResortTz();
  const periodId = useId();
  const filtersActive =
    params.reportType !== 'overview' || !!params.villaId || params.status !== 'all';
  const [showFilters, setShowFilters] = useState(filtersActive);

  useEffect(() => {
    if (report.isError) toast({ type: 'error', ...LOAD_FAILED });
  }, [report.isError, report.errorUpdateCount, toast]);

  const r = report.data;
  const setPeriod = (period: ReportPeriodChoice) => {
    if (period === 'custom')
      // A custom range starts as the range on screen; the dates can then be changed.
      update({ period, from: r?.period.from, to: r?.period.to });
    else update({ period, from: undefined, to: undefined });
  };
  const clearFilters = () => update({ reportType: 'overview', villaId: undefined, status: 'all' });
  const nothing =
    r && r.summary.revenue === 0 && r.summary.bookings === 0 && r.kpis.nightsSold === 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl sm:text-3xl">Reports</h1>
          <p className="text-sm text-muted">
            {r ? (
              <>
                {PERIOD_LABELS[r.query.period]}: {r.period.label}
                <span className="hidden sm:inline"> · compared with {r.previousPeriod.label}</span>
              </>
            ) : (
              'Revenue, bookings and occupancy'
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={periodId} className="text-sm font-medium text-ink">
              Period
            </label>
            <select
              id={periodId}
              className={`${inputClass} w-auto`}
              value={params.period}
              onChange={(e) => setPeriod(e.target.value as ReportPeriodChoice)}
            >
              {REPORT_PERIOD_CHOICES.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            aria-expanded={showFilters}
            aria-controls="report-filters"
            onClick={() => setShowFilters((v) => !v)}
          >
            <SlidersHorizontal aria-hidden className="size-4" /> Filters
          </Button>
          <HelpPopover />
        </div>
      </div>

      {params.period === 'custom' ? (
        <FilterBar label="Custom date range">
          <div className="flex flex-wrap gap-3">
            <DateFilter
              label="From"
              value={params.from}
              onChange={(from) => from && update({ from })}
            />
            <DateFilter
              label="To"
              value={params.to}
              min={params.from}
              onChange={(to) => to && update({ to })}
            />
          </div>
        </FilterBar>
      ) : null}

      {showFilters ? (
        <div id="report-filters">
          <FilterBar label="Report filters">
            <div className="flex flex-wrap items-end gap-3">
              <SelectFilter<ReportType>
                label="Report Type"
                value={params.reportType}
                allLabel={null}
                options={REPORT_TYPES.map((t) => ({ value: t, label: REPORT_TYPE_LABELS[t] }))}
                onChange={(reportType) => update({ reportType: reportType ?? 'overview' })}
              />
              <SelectFilter
                label="Villa"
                value={params.villaId}
                allLabel="All Villas"
                options={(r?.villas ?? []).map((v) => ({ value: v.id, label: v.name }))}
                onChange={(villaId) => update({ villaId })}
              />
              <SelectFilter<Exclude<ReportStatusFilter, 'all'>>
                label="Status"
                value={params.status === 'all' ? undefined : params.status}
                allLabel="All Statuses"
                options={STATUS_OPTIONS}
                onChange={(status) => update({ status: status ?? 'all' })}
              />
              <ClearFiltersButton
                label="Clear Filters"
                disabled={!filtersActive}
                onClear={clearFilters}
              />
            </div>
          </FilterBar>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Export">
        <span className="text-sm font-medium text-ink">Export:</span>
        <DownloadButton href={exportHref(apiQuery, 'csv')} fallbackName="report.csv" label="CSV" />
        <DownloadButton href={exportHref(apiQuery, 'pdf')} fallbackName="report.pdf" label="PDF" />
        <DownloadButton
          href={exportHref(apiQuery, 'xlsx')}
          fallbackName="report.xlsx"
          label="Excel"
        />
        {report.isFetching && r ? <Spinner label="Updating…" className="ml-2" /> : null}
      </div>

      {report.isPending ? (
        <LoadingState label="Loading report…" />
      ) : report.isError && !r ? (
        <ErrorState
          title={LOAD_FAILED.title}
          message={LOAD_FAILED.message}
          onRetry={() => void report.refetch()}
        />
      ) : r ? (
        <>
          {nothing ? (
            <EmptyState
              title="No revenue or bookings in this period"
              message="Choose a longer period or clear the filters to see more."
              action={
                filtersActive ? (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear Filters
                  </Button>
                ) : undefined
              }
            />
          ) : null}
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

          {r.discounts.total !== 0 ? <DiscountsCard discounts={r.discounts} /> : null}

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <Card title="Revenue Trend" className="lg:col-span-2">
              <figure>
                <Suspense fallback={<Spinner label="Loading chart…" className="h-64 sm:h-72" />}>
                  <RevenueChart trend={r.trend} />
                </Suspense>
                <figcaption className="sr-only">
                  Revenue, payments received and bookings by month
                </figcaption>
                {/* sr-only on a wrapper: a table ignores width and would widen the page. */}
                <div className="sr-only">
                  <table>
                    <caption>Revenue Trend</caption>
                    <thead>
                      <tr>
                        <th scope="col">Month</th>
                        <th scope="col">Revenue</th>
                        <th scope="col">Payments received</th>
                        <th scope="col">Bookings</th>
                      </tr>
                    </thead>
                    <tbody>
                      {r.trend.map((t) => (
                        <tr key={t.month}>
                          <th scope="row">{t.label}</th>
                          <td>{formatInr(t.revenue)}</td>
                          <td>{formatInr(t.paymentsReceived)}</td>
                          <td>{t.bookings}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </figure>
            </Card>
            <Card title="Top Performing Villas">
              {r.topVillas.length === 0 ? (
                <p className="text-sm text-muted">No villa earned revenue in this period.</p>
              ) : (
                <ol className="flex flex-col divide-y divide-sand">
                  {r.topVillas.map((v, i) => (
                    <li key={v.villaId} className="flex items-center gap-3 py-2 text-sm">
                      <span
                        aria-hidden
                        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-forest/10 font-semibold text-forest"
                      >
                        {i + 1}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium">{v.name}</p>
                        <p className="text-xs text-muted">
                          {v.bookings} booking{v.bookings === 1 ? '' : 's'} · {v.nightsSold} nights
                          · {pct(v.occupancyRate)} occupied
                        </p>
                      </div>
                      <span className="font-semibold tabular-nums">{formatInr(v.revenue)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          </div>

          <section aria-labelledby="kpi-heading" className="flex flex-col gap-3">
            <h2 id="kpi-heading" className="text-lg">
              Key Figures
            </h2>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <KpiTile label="ADR" value={formatInr(r.kpis.adr)} hint="Average daily rate" />
              <KpiTile
                label="RevPAR"
                value={formatInr(r.kpis.revpar)}
                hint="Per available unit-night"
              />
              <KpiTile
                label="Avg Length of Stay"
                value={`${r.kpis.averageStay.toLocaleString('en-IN')} nights`}
                hint="Bookings made in the period"
              />
              <KpiTile
                label="Lead Time"
                value={`${r.kpis.leadTime.toLocaleString('en-IN')} days`}
                hint="Booking to arrival"
              />
              <KpiTile
                label="Cancellation Rate"
                value={pct(r.kpis.cancellationRate)}
                hint="Of bookings made"
              />
              <KpiTile
                label="Conversion"
                value={pct(r.kpis.conversionRate)}
                hint="Confirmed ÷ made"
              />
              <KpiTile
                label="Nights Sold"
                value={r.kpis.nightsSold.toLocaleString('en-IN')}
                hint="Unit-nights in the period"
              />
              <KpiTile
                label="Unit-Nights Available"
                value={r.kpis.unitNightsAvailable.toLocaleString('en-IN')}
                hint="Blocked nights excluded"
              />
            </div>
          </section>

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

          <DetailTable detail={r.detail} />
          <p className="text-xs text-muted">Generated {formatDateTime(r.generatedAt, tz)}</p>
        </>
      ) : null}
    </div>
  );
}
