import type { Quote } from '../api/quote';
import { formatInr } from '../ui/format';

/** The server's price lines, taxes and total. */
export function PriceBreakdown({ quote, label }: { quote: Quote; label: string }) {
  // The tax line's label is the server's (one GST slab: "Taxes (18% GST)"; mixed slabs say so).
  const taxLabel = quote.lines.find((line) => line.kind === 'tax')?.label ?? 'Taxes (GST)';
  return (
    <dl className="space-y-1 text-sm" aria-label={label}>
      {quote.lines
        .filter((line) => line.kind !== 'tax')
        .map((line, i) => (
          <div key={`${line.label}-${i}`} className="flex justify-between gap-3">
            <dt className="text-muted">{line.label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{formatInr(line.amount)}</dd>
          </div>
        ))}
      <div className="flex justify-between gap-3 border-t border-sand pt-1">
        <dt className="text-muted">Subtotal</dt>
        <dd className="tabular-nums">{formatInr(quote.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted">{taxLabel}</dt>
        <dd className="tabular-nums">{formatInr(quote.taxes)}</dd>
      </div>
      <div className="flex justify-between gap-3 font-semibold text-forest">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatInr(quote.total)}</dd>
      </div>
    </dl>
  );
}
