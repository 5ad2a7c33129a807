import type { ReactNode } from 'react';

/** The step's title; focused when the step opens so screen readers hear where they are. */
export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header>
      <h2 id="step-heading" tabIndex={-1} className="text-2xl outline-none sm:text-3xl">
        {title}
      </h2>
      {children ? <p className="mt-1 max-w-2xl text-muted">{children}</p> : null}
    </header>
  );
}
