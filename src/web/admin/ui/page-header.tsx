import type { ReactNode } from 'react';

/** A section's heading, what it is for, and its buttons (refresh, add …) on the right. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  /** The buttons. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl">{title}</h1>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
