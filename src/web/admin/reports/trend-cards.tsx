import { lazy, Suspense } from 'react';
import { formatInr } from '../../ui/format';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import type { ReportData } from './api';
import { pct } from './report-figures';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** The revenue trend chart (with its figures as a table for screen readers) and the top villas. */
export function TrendCards({ r }: { r: ReportData }) {
  return (
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
      <TopVillasCard topVillas={r.topVillas} />
    </div>
  );
}

function TopVillasCard({ topVillas }: { topVillas: ReportData['topVillas'] }) {
  return (
    <Card title="Top Performing Villas">
      {topVillas.length === 0 ? (
        <p className="text-sm text-muted">No villa earned revenue in this period.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-sand">
          {topVillas.map((v, i) => (
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
                  {v.bookings} booking{v.bookings === 1 ? '' : 's'} · {v.nightsSold} nights ·{' '}
                  {pct(v.occupancyRate)} occupied
                </p>
              </div>
              <span className="font-semibold tabular-nums">{formatInr(v.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
