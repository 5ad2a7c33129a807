import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner';

/** A cell of the staff tables: roomy (admin users) or dense (sessions); the last has no gap. */
export const cellClass = (dense: boolean, last = false) =>
  `${dense ? 'py-1' : 'py-2'}${last ? '' : ' pr-3'}`;

/**
 * A table of the settings page's staff cards: scrolls sideways on a phone, small caps headings
 * (`null` skips a column; `srOnly` names an actions column for screen readers only).
 */
export function StaffTable({
  caption,
  columns,
  minWidth,
  dense = false,
  children,
}: {
  caption?: string;
  columns: readonly (string | { srOnly: string } | null)[];
  /** e.g. `min-w-[36rem]` */
  minWidth: string;
  dense?: boolean;
  /** The rows. */
  children: ReactNode;
}) {
  const shown = columns.filter((c) => c !== null);
  return (
    <div className="relative overflow-x-auto">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        {caption ? <caption className="mb-1 text-left font-medium">{caption}</caption> : null}
        <thead className="text-xs text-muted uppercase">
          <tr>
            {shown.map((c, i) => (
              <th
                key={typeof c === 'string' ? c : c.srOnly}
                scope="col"
                className={cellClass(dense, i === shown.length - 1)}
              >
                {typeof c === 'string' ? c : <span className="sr-only">{c.srOnly}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand">{children}</tbody>
      </table>
    </div>
  );
}

/** A staff card's content once its query has answered: a spinner before, a message on failure. */
export function Loaded<T>({
  query,
  failed,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T };
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError || query.data === undefined)
    return <p className="text-sm text-red-800">{failed}</p>;
  return children(query.data);
}
