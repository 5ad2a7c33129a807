import type { ReactNode } from 'react';

/**
 * The admin tables' columns: an id (the sort key when the list can sort by it), a header, and how
 * a row's cell reads. The server sorts and pages, so a table only shows the page it is given.
 */
export type AdminColumn<T> = {
  id: string;
  /** A string also labels the cell in the phone's card layout. */
  header: string | (() => ReactNode);
  cell: (context: { row: { original: T } }) => ReactNode;
};

/** What an accessor column's cell gets: the row, and the field's value. */
export type CellContext<T, V> = { row: { original: T }; getValue: () => V };

/** Which rows are selected, by row id. */
export type RowSelection = Record<string, boolean>;

/**
 * Columns for rows of type `T`: `accessor('name', …)` reads a field (its cell gets `getValue()`,
 * and shows the value when it has no cell of its own); `display({ id, … })` shows anything.
 */
export function createColumnHelper<T extends object>() {
  return {
    accessor<K extends keyof T & string>(
      key: K,
      column: {
        header: AdminColumn<T>['header'];
        cell?: (context: CellContext<T, T[K]>) => ReactNode;
      },
    ): AdminColumn<T> {
      const cell = column.cell ?? (({ getValue }) => shown(getValue()));
      return {
        id: key,
        header: column.header,
        cell: ({ row }) => cell({ row, getValue: () => row.original[key] }),
      };
    },
    display(column: AdminColumn<T>): AdminColumn<T> {
      return column;
    },
  };
}

/** A field's value as text, or nothing when it has none. */
function shown(value: unknown): ReactNode {
  return value === null || value === undefined ? null : String(value);
}

/** The next sort when a header is clicked: ascending first, then descending. */
export function nextSort(current: string, key: string): string {
  return current === key ? `-${key}` : key;
}

/** How a column is sorted now, for `aria-sort`. */
export function sortDirection(sort: string, id: string): 'ascending' | 'descending' | undefined {
  return sort === id ? 'ascending' : sort === `-${id}` ? 'descending' : undefined;
}
