import type { ReactNode } from 'react';

export function Card({
  title,
  action,
  children,
  className = '',
}: {
  title?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-xl border border-sand bg-white p-4 shadow-sm sm:p-5 ${className}`}
      aria-label={title}
    >
      {title ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 className="text-lg">{title}</h2>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
