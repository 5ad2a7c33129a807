import type { ReactNode } from 'react';
import { formatInr } from '../../ui/format';

/** A booking's price lines and total; `children` are further rows (paid, remaining …). */
export function PriceTable({
  lines,
  total,
  className = '',
  children,
}: {
  lines: readonly { label: string; amount: number }[];
  total: number;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <table className={`w-full ${className}`}>
      <caption className="sr-only">Price lines</caption>
      <tbody>
        {lines.map((l, i) => (
          <tr key={`${l.label}-${i}`}>
            <th scope="row" className="py-0.5 text-left font-normal text-muted">
              {l.label}
            </th>
            <td className="py-0.5 text-right">{formatInr(l.amount)}</td>
          </tr>
        ))}
        <tr className="border-t border-sand font-semibold">
          <th scope="row" className="pt-1.5 text-left">
            Total
          </th>
          <td className="pt-1.5 text-right">{formatInr(total)}</td>
        </tr>
        {children}
      </tbody>
    </table>
  );
}
