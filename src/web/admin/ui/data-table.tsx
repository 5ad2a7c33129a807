import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';

/**
 * The admin data table: TanStack Table for columns, sorting state and row selection; the server
 * sorts and pages (manual mode), so the table only shows the page it is given.
 */
export const adminTableFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature });
export type AdminTableFeatures = typeof adminTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column values differ per column
export type AdminColumn<T extends object> = ColumnDef<AdminTableFeatures, T, any>;

/** `-createdAt` ⇄ `[{ id: 'createdAt', desc: true }]` */
export function sortToState(sort: string): SortingState {
  return sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : [];
}

/** The next sort when a header is clicked: ascending first, then descending. */
export function nextSort(current: string, key: string): string {
  return current === key ? `-${key}` : key;
}

type Selection = {
  selected: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  label: (row: unknown) => string;
};

export function DataTable<T extends object>({
  caption,
  columns,
  data,
  getRowId,
  sort,
  sortKeys,
  onSortChange,
  selection,
  busy = false,
  empty,
  cardsOnPhone = false,
}: {
  /** Read by screen readers: what this table lists. */
  caption: string;
  columns: AdminColumn<T>[];
  data: T[];
  getRowId: (row: T) => string;
  sort: string;
  /** Column ids the server can sort by (the list query's whitelist). */
  sortKeys: readonly string[];
  onSortChange: (sort: string) => void;
  selection?: Omit<Selection, 'label'> & { label: (row: T) => string };
  busy?: boolean;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /**
   * Below 768 px each row is a card: every cell on its own line with its column's name, so a
   * phone shows the whole row without scrolling sideways (the header row is left to screen readers).
   */
  cardsOnPhone?: boolean;
}) {
  const sorting = useMemo(() => sortToState(sort), [sort]);
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    getRowId: (row: T) => getRowId(row),
    manualSorting: true,
    enableRowSelection: Boolean(selection),
    state: { sorting, rowSelection: selection?.selected ?? {} },
    onSortingChange: () => undefined,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
  });

  const rows = table.getRowModel().rows;
  const allOnPage = rows.length > 0 && rows.every((r) => selection?.selected[r.id]);
  const someOnPage = rows.some((r) => selection?.selected[r.id]);
  const columnCount = columns.length + (selection ? 1 : 0);
  // The card layout's classes (max-md: only below 768 px); the table is unchanged above.
  const card = cardsOnPhone
    ? {
        table: 'max-md:block',
        thead: 'max-md:sr-only',
        tbody: 'max-md:block',
        tr: 'max-md:block max-md:px-1 max-md:py-2',
        td: 'max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:py-1.5',
      }
    : { table: '', thead: '', tbody: '', tr: '', td: '' };
  /** The column's name beside its value in a card. */
  const cardLabel = (text: ReactNode) =>
    cardsOnPhone ? (
      <span aria-hidden className="shrink-0 text-xs font-semibold text-muted uppercase md:hidden">
        {text}
      </span>
    ) : null;

  const togglePage = () => {
    if (!selection) return;
    const next = { ...selection.selected };
    for (const r of rows) {
      if (allOnPage) delete next[r.id];
      else next[r.id] = true;
    }
    selection.onChange(next);
  };
  const toggleRow = (id: string) => {
    if (!selection) return;
    const next = { ...selection.selected };
    if (next[id]) delete next[id];
    else next[id] = true;
    selection.onChange(next);
  };

  return (
    <div
      className="overflow-x-auto rounded-xl border border-sand bg-white shadow-sm"
      aria-busy={busy}
    >
      <table
        className={`w-full text-left text-sm transition-opacity ${busy ? 'opacity-60' : ''} ${card.table}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead
          className={`border-b border-sand bg-cream/60 text-xs tracking-wide text-muted uppercase ${card.thead}`}
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col" className="w-10 px-3 py-2.5">
                  <input
                    type="checkbox"
                    className="size-4 accent-forest"
                    aria-label="Select all on this page"
                    checked={allOnPage}
                    ref={(el) => {
                      if (el) el.indeterminate = someOnPage && !allOnPage;
                    }}
                    onChange={togglePage}
                    disabled={rows.length === 0}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const id = header.column.id;
                const sortable = sortKeys.includes(id);
                const direction =
                  sort === id ? 'ascending' : sort === `-${id}` ? 'descending' : undefined;
                const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? (direction ?? 'none') : undefined}
                    className="px-3 py-2.5 font-semibold whitespace-nowrap"
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded uppercase hover:text-forest"
                        onClick={() => onSortChange(nextSort(sort, id))}
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
          ))}
        </thead>
        <tbody className={`divide-y divide-sand ${card.tbody}`}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                className={`${selection?.selected[row.id] ? 'bg-sand/50' : 'hover:bg-cream/50'} ${card.tr}`}
              >
                {selection ? (
                  <td className={`px-3 py-2.5 ${card.td}`}>
                    {cardLabel('Select')}
                    <input
                      type="checkbox"
                      className="size-4 accent-forest"
                      aria-label={selection.label(row.original)}
                      checked={Boolean(selection.selected[row.id])}
                      onChange={() => toggleRow(row.id)}
                    />
                  </td>
                ) : null}
                {row.getAllCells().map((cell) => {
                  const header = cell.column.columnDef.header;
                  return (
                    <td key={cell.id} className={`px-3 py-2.5 align-top ${card.td}`}>
                      {cardLabel(typeof header === 'string' ? header : null)}
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
