import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PERIOD_LABELS, reportQuerySchema, type ReportPeriodChoice } from '../../../domain/reports';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useListParams } from '../ui/use-list-params';
import { reportQuery, type ReportData } from './api';
import { DetailTable } from './detail-table';
import { DiscountsCard } from './discounts-card';
import { HelpPopover } from './help-popover';
import { CustomRangeBar, ExportBar, PeriodSelect, ReportFiltersBar } from './report-controls';
import { KeyFigures, RevenueShares, SummaryCards } from './report-figures';
import { TrendCards } from './trend-cards';

const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load report data' } as const;

export default function ReportsPage() {
  const { params, apiQuery, update } = useListParams(reportQuerySchema);
  const report = useQuery(reportQuery(apiQuery));
  const toast = useToast();
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
          <PeriodSelect value={params.period} onChange={setPeriod} />
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

      {params.period === 'custom' ? <CustomRangeBar params={params} update={update} /> : null}

      {showFilters ? (
        <ReportFiltersBar
          params={params}
          update={update}
          villas={r?.villas ?? []}
          filtersActive={filtersActive}
          onClear={clearFilters}
        />
      ) : null}

      <ExportBar apiQuery={apiQuery} updating={report.isFetching && !!r} />

      {report.isPending ? (
        <LoadingState label="Loading report…" />
      ) : report.isError && !r ? (
        <ErrorState
          title={LOAD_FAILED.title}
          message={LOAD_FAILED.message}
          onRetry={() => void report.refetch()}
        />
      ) : r ? (
        <ReportBody r={r} filtersActive={filtersActive} onClearFilters={clearFilters} />
      ) : null}
    </div>
  );
}

function ReportBody({
  r,
  filtersActive,
  onClearFilters,
}: {
  r: ReportData;
  filtersActive: boolean;
  onClearFilters: () => void;
}) {
  const tz = useResortTz();
  const nothing = r.summary.revenue === 0 && r.summary.bookings === 0 && r.kpis.nightsSold === 0;
  return (
    <>
      {nothing ? (
        <EmptyState
          title="No revenue or bookings in this period"
          message="Choose a longer period or clear the filters to see more."
          action={
            filtersActive ? (
              <Button variant="secondary" onClick={onClearFilters}>
                Clear Filters
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <SummaryCards r={r} />
      {r.discounts.total !== 0 ? <DiscountsCard discounts={r.discounts} /> : null}
      <TrendCards r={r} />
      <KeyFigures kpis={r.kpis} />
      <RevenueShares r={r} />
      <DetailTable detail={r.detail} />
      <p className="text-xs text-muted">Generated {formatDateTime(r.generatedAt, tz)}</p>
    </>
  );
}
