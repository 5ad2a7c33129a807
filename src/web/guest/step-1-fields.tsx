import { formatLongDate } from '../../domain/dates';
import { shortMonthYear } from './calendar-math';

export const selectClass =
  'w-full rounded-lg border border-sand bg-white px-3 py-2.5 text-ink shadow-sm focus-visible:border-forest';

export function DateBox({
  label,
  date,
  placeholder,
}: {
  label: string;
  date: string | null;
  placeholder: string;
}) {
  return (
    <div
      className="rounded-xl border border-sand bg-white p-3 shadow-sm"
      aria-label={date ? `${label}: ${formatLongDate(date)}` : `${label}: not selected`}
      role="group"
    >
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</p>
      {date ? (
        <p className="mt-1 flex items-baseline gap-2">
          <span className="font-serif text-3xl text-forest">{Number(date.slice(8))}</span>
          <span className="text-sm text-ink">{shortMonthYear(date)}</span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">{placeholder}</p>
      )}
    </div>
  );
}

export function NumberSelect({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}) {
  const id = `${label.toLowerCase()}-select`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
