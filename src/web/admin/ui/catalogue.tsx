import type { QueryKey } from '@tanstack/react-query';
import { Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { PageHeader } from './page-header';
import { RefreshButton } from './refresh-button';
import { EmptyState, ErrorState, LoadingState } from './states';
import { useAdminMutation } from './use-admin-mutation';
import { useLoadErrorToast } from './use-load-error-toast';

/** A catalogue's words from its noun: "Villa" → Villas, "Failed to load villa data" … */
const many = (noun: string) => `${noun}s`;

type CatalogueQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  errorUpdateCount: number;
  data?: { items: readonly T[] };
  refetch: () => Promise<{ isSuccess: boolean }>;
};

/** A catalogue's heading with Refresh and "Add {noun}". */
export function CatalogueHeader({
  noun,
  description,
  query,
  onAdd,
}: {
  /** Capitalised, singular, e.g. "Villa". */
  noun: string;
  description: string;
  query: Pick<CatalogueQuery<unknown>, 'refetch' | 'isFetching'>;
  /** Absent when the signed-in role may not add (the button is not shown). */
  onAdd?: () => void;
}) {
  return (
    <PageHeader title={many(noun)} description={description}>
      <RefreshButton
        refresh={query.refetch}
        message={`${noun} data has been updated`}
        failMessage={`Failed to refresh ${noun.toLowerCase()} data`}
        busy={query.isFetching}
      />
      {onAdd ? (
        <Button onClick={onAdd}>
          <Plus aria-hidden className="size-4" />
          Add {noun}
        </Button>
      ) : null}
    </PageHeader>
  );
}

/**
 * A catalogue's cards (villas, packages): loading, the error (toast and state, with a retry),
 * the empty state with "Add First {noun}", or a grid of `card(item)`, each an `<li>`.
 */
export function CatalogueGrid<T>({
  query,
  noun,
  emptyMessage,
  onAdd,
  card,
}: {
  query: CatalogueQuery<T>;
  /** Capitalised, singular, e.g. "Villa". */
  noun: string;
  emptyMessage: string;
  onAdd?: () => void;
  card: (item: T) => ReactNode;
}) {
  const loadFailed = {
    title: 'Loading Error',
    message: `Failed to load ${noun.toLowerCase()} data`,
  };
  useLoadErrorToast(query, loadFailed);
  const items = query.data?.items ?? [];
  if (query.isPending) return <LoadingState label={`Loading ${many(noun).toLowerCase()}…`} />;
  if (query.isError)
    return (
      <ErrorState
        title={loadFailed.title}
        message={loadFailed.message}
        onRetry={() => void query.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState
        title={`No ${many(noun)} Yet`}
        message={emptyMessage}
        action={onAdd ? <Button onClick={onAdd}>Add First {noun}</Button> : undefined}
      />
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={many(noun)}>
      {items.map(card)}
    </ul>
  );
}

/** A card's figures: a label over each value. */
export function Figures({
  items,
  className,
}: {
  items: readonly { label: string; value: ReactNode; title?: string }[];
  /** The grid, e.g. `grid grid-cols-2 gap-2`. */
  className: string;
}) {
  return (
    <dl className={className}>
      {items.map((f) => (
        <div key={f.label}>
          <dt className="text-muted" title={f.title}>
            {f.label}
          </dt>
          <dd className="font-semibold">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A card's button: icon and word, named "{label} {item}" for screen readers. */
export function CardAction({
  icon: Icon,
  label,
  item,
  onClick,
  danger = false,
  disabled,
}: {
  icon: LucideIcon;
  label: string;
  /** The card's item, e.g. the villa's name. */
  item: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      className={danger ? 'px-2 text-red-800' : 'px-2'}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label} ${item}`}
    >
      <Icon aria-hidden className="size-4 shrink-0" /> {label}
    </Button>
  );
}

/**
 * "Delete {noun}" through the danger dialog: the warning, and the server's refusal shown ahead
 * when the item has bookings; the spec's toasts; closes when done.
 */
export function DeleteConfirmDialog<T extends { name: string; bookings: number }>({
  item,
  onClose,
  noun,
  warning,
  refusal,
  remove,
  invalidate,
}: {
  /** null = closed */
  item: T | null;
  onClose: () => void;
  /** Capitalised, e.g. "Villa". */
  noun: string;
  /** After "Delete {name}?". */
  warning: string;
  refusal: string;
  remove: (item: T) => Promise<unknown>;
  invalidate: QueryKey[];
}) {
  const mutation = useAdminMutation({
    mutationFn: remove,
    invalidate,
    success: (_r, removed) => ({
      type: 'success',
      title: `${noun} Deleted`,
      message: `${removed.name} has been deleted`,
    }),
    failure: { title: 'Delete Failed', message: `Failed to delete ${noun.toLowerCase()}` },
    onSuccess: onClose,
  });
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(o) => !o && onClose()}
      title={`Delete ${noun}`}
      message={
        item ? (
          <>
            <p>
              Delete {item.name}? {warning}
            </p>
            {item.bookings > 0 ? <p className="mt-2 text-red-800">{refusal}</p> : null}
          </>
        ) : null
      }
      confirmLabel={`Delete ${noun}`}
      busy={mutation.isPending}
      onConfirm={() => item && mutation.mutate(item)}
    />
  );
}
