import { useId } from 'react';
import {
  PERIOD_LABELS,
  REPORT_PERIOD_CHOICES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportPeriodChoice,
  type ReportQuery,
  type ReportStatusFilter,
  type ReportType,
} from '../../../domain/reports';
import { DownloadButton } from '../ui/download-button';
import { inputClass } from '../ui/field';
import { ClearFiltersButton, DateFilter, FilterBar, SelectFilter } from '../ui/filter-bar';
import { Spinner } from '../ui/spinner';
import { exportHref, type ReportData } from './api';

const STATUS_OPTIONS = [
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

type Update = (patch: Partial<ReportQuery>) => void;

export function PeriodSelect({
  value,
  onChange,
}: {
  value: ReportPeriodChoice;
  onChange: (period: ReportPeriodChoice) => void;
}) {
  const periodId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={periodId} className="text-sm font-medium text-ink">
        Period
      </label>
      <select
        id={periodId}
        className={`${inputClass} w-auto`}
        value={value}
        onChange={(e) => onChange(e.target.value as ReportPeriodChoice)}
      >
        {REPORT_PERIOD_CHOICES.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABELS[p]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CustomRangeBar({ params, update }: { params: ReportQuery; update: Update }) {
  return (
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
  );
}

export function ReportFiltersBar({
  params,
  update,
  villas,
  filtersActive,
  onClear,
}: {
  params: ReportQuery;
  update: Update;
  villas: ReportData['villas'];
  filtersActive: boolean;
  onClear: () => void;
}) {
  return (
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
            options={villas.map((v) => ({ value: v.id, label: v.name }))}
            onChange={(villaId) => update({ villaId })}
          />
          <SelectFilter<Exclude<ReportStatusFilter, 'all'>>
            label="Status"
            value={params.status === 'all' ? undefined : params.status}
            allLabel="All Statuses"
            options={STATUS_OPTIONS}
            onChange={(status) => update({ status: status ?? 'all' })}
          />
          <ClearFiltersButton label="Clear Filters" disabled={!filtersActive} onClear={onClear} />
        </div>
      </FilterBar>
    </div>
  );
}

export function ExportBar({
  apiQuery,
  updating,
}: {
  apiQuery: Parameters<typeof exportHref>[0];
  updating: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Export">
      <span className="text-sm font-medium text-ink">Export:</span>
      <DownloadButton href={exportHref(apiQuery, 'csv')} fallbackName="report.csv" label="CSV" />
      <DownloadButton href={exportHref(apiQuery, 'pdf')} fallbackName="report.pdf" label="PDF" />
      <DownloadButton
        href={exportHref(apiQuery, 'xlsx')}
        fallbackName="report.xlsx"
        label="Excel"
      />
      {updating ? <Spinner label="Updating…" className="ml-2" /> : null}
    </div>
  );
}
