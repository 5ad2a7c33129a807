import type { ReactNode } from 'react';
import { DataTableHead } from './data-table-head';
import type { AdminColumn, RowSelection } from './table-columns';

/** The card layout's classes (max-md: only below 768 px); the table is unchanged above. */
const CARD = {
  table: 'max-md:block',
  thead: 'max-md:sr-only',
  tbody: 'max-md:block',
  tr: 'max-md:block max-md:px-1 max-md:py-2',
  td: 'max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:py-1.5',
};
const NO_CARD = { table: '', thead: '', tbody: '', tr: '', td: '' };

type Selection<T> = {
  selected: RowSelection;
  onChange: (next: RowSelection) => void;
  label: (row: T) => string;
};

/**
 * The admin data table: the page of rows the server sorted and paged, sorting through the header
 * (`onSortChange` with `key` or `-key`) and, with `selection`, a checkbox per row and one for the
 * page.
 */
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
  selection?: Selection<T>;
  busy?: boolean;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /**
   * Below 768 px each row is a card: every cell on its own line with its column's name, so a
   * phone shows the whole row without scrolling sideways (the header row is left to screen readers).
   */
  cardsOnPhone?: boolean;
}) {
  const rows = data.map((original) => ({ id: getRowId(original), original }));
  const allOnPage = rows.length > 0 && rows.every((r) => selection?.selected[r.id]);
  const someOnPage = rows.some((r) => selection?.selected[r.id]);
  const columnCount = columns.length + (selection ? 1 : 0);
  const card = cardsOnPhone ? CARD : NO_CARD;
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
        <DataTableHead
          columns={columns}
          sort={sort}
          sortKeys={sortKeys}
          onSortChange={onSortChange}
          selectAll={
            selection
              ? {
                  all: allOnPage,
                  some: someOnPage,
                  disabled: rows.length === 0,
                  toggle: togglePage,
                }
              : undefined
          }
          className={card.thead}
        />
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
                {columns.map((column) => (
                  <td key={column.id} className={`px-3 py-2.5 align-top ${card.td}`}>
                    {cardLabel(typeof column.header === 'string' ? column.header : null)}
                    {column.cell({ row })}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
