import { formatInr } from '../../ui/format';
import { Card } from '../ui/card';
import type { ReportData } from './api';

/** Promo discounts given on the period's sold nights, before tax, per code (decision 0128). */
export function DiscountsCard({ discounts }: { discounts: ReportData['discounts'] }) {
  return (
    <Card title="Promo Discounts Given">
      <p className="text-2xl font-semibold">{formatInr(discounts.total)}</p>
      <p className="text-sm text-ink/70">
        Before tax, on the period&rsquo;s nights of sold bookings ({discounts.bookings} booking
        {discounts.bookings === 1 ? '' : 's'})
      </p>
      {discounts.byCode.length > 0 ? (
        <table className="mt-3 w-full text-sm sm:max-w-md">
          <caption className="sr-only">Discounts by promo code</caption>
          <thead>
            <tr className="text-left">
              <th scope="col">Code</th>
              <th scope="col" className="text-right">
                Discount
              </th>
              <th scope="col" className="text-right">
                Bookings
              </th>
            </tr>
          </thead>
          <tbody>
            {discounts.byCode.map((c) => (
              <tr key={c.code} className="border-t border-sand">
                <td className="py-1 font-mono">{c.code || '(no code)'}</td>
                <td className="py-1 text-right">{formatInr(c.amount)}</td>
                <td className="py-1 text-right">{c.bookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
