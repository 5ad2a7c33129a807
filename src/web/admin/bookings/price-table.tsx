import { formatInr } from '../../ui/format';

type Row = { label: string; amount: number };

/** A booking's price lines and total; `after` are further rows under the total (paid, remaining …). */
export function PriceTable({
  lines,
  total,
  className = '',
  after = [],
}: {
  lines: readonly Row[];
  total: number;
  className?: string;
  after?: readonly Row[];
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
        {after.map((r) => (
          <tr key={r.label}>
            <th scope="row" className="text-left font-normal text-muted">
              {r.label}
            </th>
            <td className="text-right">{formatInr(r.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
