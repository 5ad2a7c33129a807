import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { nextSort, sortDirection, type AdminColumn } from './table-columns';

/**
 * The header row: "Select all on this page" when rows can be selected, then each column's name,
 * a button that sorts by it when the server can (`sortKeys`), with its direction in `aria-sort`.
 */
export function DataTableHead<T>({
  columns,
  sort,
  sortKeys,
  onSortChange,
  selectAll,
  className,
}: {
  columns: AdminColumn<T>[];
  sort: string;
  sortKeys: readonly string[];
  onSortChange: (sort: string) => void;
  selectAll?: { all: boolean; some: boolean; disabled: boolean; toggle: () => void };
  className: string;
}) {
  return (
    <thead
      className={`border-b border-sand bg-cream/60 text-xs tracking-wide text-muted uppercase ${className}`}
    >
      <tr>
        {selectAll ? (
          <th scope="col" className="w-10 px-3 py-2.5">
            <input
              type="checkbox"
              className="size-4 accent-forest"
              aria-label="Select all on this page"
              checked={selectAll.all}
              ref={(el) => {
                if (el) el.indeterminate = selectAll.some && !selectAll.all;
              }}
              onChange={selectAll.toggle}
              disabled={selectAll.disabled}
            />
          </th>
        ) : null}
        {columns.map((column) => {
          const sortable = sortKeys.includes(column.id);
          const direction = sortDirection(sort, column.id);
          const content = typeof column.header === 'string' ? column.header : column.header();
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={sortable ? (direction ?? 'none') : undefined}
              className="px-3 py-2.5 font-semibold whitespace-nowrap"
            >
              {sortable ? (
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded uppercase hover:text-forest"
                  onClick={() => onSortChange(nextSort(sort, column.id))}
                >
                  {content}
                  {direction === 'ascending' ? (
                    <ArrowUp aria-hidden className="size-3.5" />
                  ) : direction === 'descending' ? (
                    <ArrowDown aria-hidden className="size-3.5" />
                  ) : (
                    <ArrowUpDown aria-hidden className="size-3.5 opacity-50" />
                  )}
                </button>
              ) : (
                content
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
