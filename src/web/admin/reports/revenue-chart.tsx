import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatInr } from '../../ui/format';
import type { ReportData } from './api';

const compactInr = (n: number) =>
  Math.abs(n) >= 100_000
    ? `₹${(n / 100_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}L`
    : Math.abs(n) >= 1000
      ? `₹${(n / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}k`
      : `₹${n}`;

/**
 * The Revenue Trend: revenue and payments-received bars and a bookings line per month (a lazy chunk:
 * Recharts is admin-only). The two money figures side by side (decision 0113): earned on the nights
 * and money in when it moved.
 */
export default function RevenueChart({ trend }: { trend: ReportData['trend'] }) {
  const data = trend.map((t) => ({ ...t, short: t.label.replace(/ (\d{2})(\d{2})$/, ' ’$2') }));
  return (
    <div className="h-64 w-full sm:h-72" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e0d2" vertical={false} />
          <XAxis dataKey="short" tick={{ fontSize: 12, fill: '#57534e' }} tickLine={false} />
          <YAxis
            yAxisId="revenue"
            tickFormatter={compactInr}
            tick={{ fontSize: 12, fill: '#57534e' }}
            width={56}
            axisLine={false}
            tickLine={false}
          />
          <YAxis
            yAxisId="bookings"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#57534e' }}
            width={28}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'Bookings' ? String(value) : formatInr(Number(value))
            }
            labelFormatter={(_, payload) => payload?.[0]?.payload?.label ?? ''}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            fill="#2e5c33"
            radius={[4, 4, 0, 0]}
          />
          <Bar
            yAxisId="revenue"
            dataKey="paymentsReceived"
            name="Payments received"
            fill="#5eead4"
            radius={[4, 4, 0, 0]}
          />
          <Line
            yAxisId="bookings"
            dataKey="bookings"
            name="Bookings"
            stroke="#b45309"
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
