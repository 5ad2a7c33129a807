import { useCallback, useState, type ReactNode } from 'react';
import { Button } from './button';

/** The multi-select of a card grid (packages, villas): a set of ids, toggled one by one. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  /** A card's `selected` and `onSelect`. */
  const of = (id: string) => ({ selected: selected.has(id), onSelect: () => toggle(id) });
  return { selected, ids: [...selected], toggle, clear, of };
}

/** The bar above a card grid while cards are selected: "N selected", the bulk actions, Clear Selection. */
export function SelectionBar({
  count,
  label,
  onClear,
  children,
}: {
  count: number;
  /** Names the region, e.g. "Selected villas". */
  label: string;
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label={label}
      className="sticky top-[4.5rem] z-20 flex flex-wrap items-center gap-2 rounded-xl border border-sand bg-cream p-3 shadow-md"
    >
      <span className="text-sm font-medium" aria-live="polite">
        {count} selected
      </span>
      {children}
      <Button variant="ghost" onClick={onClear}>
        Clear Selection
      </Button>
    </div>
  );
}

/** A card's checkbox with its visible title as the label. */
export function SelectCheckbox({
  checked,
  onChange,
  name,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  /** The item's name, for "Select {name}". */
  name: string;
  children: ReactNode;
}) {
  return (
    <label className="flex min-w-0 items-start gap-2">
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-forest"
        checked={checked}
        aria-label={`Select ${name}`}
        onChange={onChange}
      />
      {children}
    </label>
  );
}

/** A card picture that falls back to `fallback` when the address fails to load. */
export function CardImage({
  src,
  fallback,
  className = '',
  alt = '',
}: {
  src: string | undefined;
  fallback: string;
  className?: string;
  alt?: string;
}) {
  return (
    <img
      src={src || fallback}
      alt={alt}
      loading="lazy"
      className={className}
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(fallback)) e.currentTarget.src = fallback;
      }}
    />
  );
}
