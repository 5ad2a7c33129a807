import type { ReactNode } from 'react';
import { DataTable } from './data-table';
import { Pagination } from './pagination';
import { EmptyState, ErrorState } from './states';
import type { AdminColumn } from './table-columns';
import { useLoadErrorToast, type LoadFailed } from './use-load-error-toast';

type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * A server-paged list (`{ items, total, page, pageSize }`) as a table with its pagination: the
 * load-error toast and state (with a retry) until a page has loaded, sort and page kept in the
 * URL through `update` (useListParams), and `empty` (or "Loading …") in place of no rows.
 */
export function ListTable<T extends object>({
  list,
  loadFailed,
  caption,
  columns,
  getRowId,
  sortKeys,
  listParams: { params, update },
  loadingLabel,
  empty,
  noun,
  cardsOnPhone = false,
}: {
  list: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    errorUpdateCount: number;
    data?: ListPage<T>;
    refetch: () => Promise<unknown>;
  };
  loadFailed: LoadFailed;
  caption: string;
  columns: AdminColumn<T>[];
  getRowId: (row: T) => string;
  sortKeys: readonly string[];
  /** useListParams' answer: the sort, and where sort and page changes go. */
  listParams: {
    params: { sort: string };
    update: (
      patch: { sort?: string; page?: number; pageSize?: number },
      options?: { replace?: boolean },
    ) => void;
  };
  /** e.g. "Loading e-mails…" */
  loadingLabel: string;
  empty: ReactNode;
  /** What the pagination counts, e.g. "e-mails". */
  noun: string;
  /** Rows as cards below 768 px (DataTable). */
  cardsOnPhone?: boolean;
}) {
  useLoadErrorToast(list, loadFailed);
  if (list.isError && !list.data)
    return (
      <ErrorState
        title={loadFailed.title}
        message={loadFailed.message}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={list.data?.items ?? []}
        getRowId={getRowId}
        sort={params.sort}
        sortKeys={sortKeys}
        onSortChange={(next) => update({ sort: next }, { replace: true })}
        busy={list.isFetching}
        cardsOnPhone={cardsOnPhone}
        empty={
          list.isPending ? <p className="p-6 text-center text-muted">{loadingLabel}</p> : empty
        }
      />
      {list.data ? (
        <Pagination
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize })}
          noun={noun}
        />
      ) : null}
    </>
  );
}

/** No rows: "No matching {noun}" with a hint while filtered, else "No {noun} yet" and `message`. */
export function FilteredEmptyState({
  filtered,
  noun,
  message,
}: {
  filtered: boolean;
  noun: string;
  message: string;
}) {
  return (
    <EmptyState
      title={filtered ? `No matching ${noun}` : `No ${noun} yet`}
      message={filtered ? 'Try another search or clear the filters.' : message}
    />
  );
}
