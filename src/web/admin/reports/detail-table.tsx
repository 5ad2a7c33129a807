import { REPORT_TYPE_LABELS } from '../../../domain/reports';
import { formatInr } from '../../ui/format';
import { Card } from '../ui/card';
import { formatStaffDate } from '../ui/resort-time';
import { EmptyState } from '../ui/states';
import type { ReportData } from './api';
import { pct } from './report-figures';

function cell(value: string | number | null | undefined, kind: string) {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return kind === 'date' ? formatStaffDate(value) : value;
  if (kind === 'money') return formatInr(value);
  if (kind === 'percent') return pct(value);
  return value.toLocaleString('en-IN');
}

/** The chosen report type's rows (scrolls sideways on a phone). */
export function DetailTable({ detail }: { detail: ReportData['detail'] }) {
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
