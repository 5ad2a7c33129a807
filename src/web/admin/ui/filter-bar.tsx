import { Search, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import { inputClass } from '../../ui/form/styles';

/** The row of filters above a list. */
export function FilterBar({
  children,
  label = 'Filters',
}: {
  children: ReactNode;
  label?: string;
}) {
  return (
    <div
      role="search"
      aria-label={label}
      className="flex flex-col gap-3 rounded-xl border border-sand bg-white p-3 shadow-sm sm:p-4"
    >
      {children}
    </div>
  );
}

/**
 * A list's filters in one row on wider screens: Search, then `children` (selects), then
 * Clear Filters (enabled while anything is filtered).
 */
export function SearchFilterRow({
  label,
  placeholder,
  listParams: { params, update, clear, filtered },
  children,
}: {
  /** Names the search region, e.g. "E-mail filters". */
  label: string;
  placeholder: string;
  /** useListParams' answer. */
  listParams: {
    params: { q?: string };
    update: (patch: { q: string }) => void;
    clear: () => void;
    filtered: boolean;
  };
  children?: ReactNode;
}) {
  return (
    <FilterBar label={label}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          label="Search"
          placeholder={placeholder}
          value={params.q ?? ''}
          onChange={(q) => update({ q })}
        />
        {children}
        <ClearFiltersButton label="Clear Filters" onClear={clear} disabled={!filtered} />
      </div>
    </FilterBar>
  );
}

const SEARCH_DEBOUNCE_MS = 300;

/** A search box that updates the list a moment after typing stops (and at once on Enter). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          type="search"
          className={`${inputClass} pl-9`}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange(text.trim());
          }}
        />
      </div>
    </div>
  );
}

/** A labelled native select ("All" = no filter; `allLabel={null}` when a value is always chosen). */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
}: {
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  allLabel?: string | null;
}) {
  const id = useId();
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      >
        {allLabel === null ? null : <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Status filter ("All Statuses" = no filter). */
export function StatusFilter<V extends string>(props: {
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}) {
  return <SelectFilter label="Status" allLabel="All Statuses" {...props} />;
}

/** A labelled date input (`YYYY-MM-DD`). */
export function DateFilter({
  label,
  value,
  onChange,
  min,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={inputClass}
        value={value ?? ''}
        min={min}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}

export function ClearFiltersButton({
  onClear,
  disabled,
  label = 'Clear All Filters',
}: {
  onClear: () => void;
  disabled?: boolean;
  /** The screen's words (bookings: "Clear All Filters"; safari queries: "Clear Filters"). */
  label?: string;
}) {
  return (
    <Button variant="ghost" onClick={onClear} disabled={disabled}>
      <X aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
