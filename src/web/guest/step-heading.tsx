import { useEffect, useRef, type ReactNode } from 'react';

let focusOnMount = false;

/**
 * Ask the next step heading that mounts to take focus. Steps 2–4 are lazy chunks, so when the step
 * changes the new heading is often not in the page yet; it focuses itself once it is.
 */
export function requestStepHeadingFocus() {
  // While a lazy step loads, React keeps the previous step in the page, hidden: its heading cannot
  // take focus, and the new one will ask on mount.
  const heading = document.getElementById('step-heading');
  heading?.focus({ preventScroll: true });
  focusOnMount = !heading || document.activeElement !== heading;
}

/** The step's title; focused when the step opens so screen readers hear where they are. */
export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    focusOnMount = false;
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <header>
      <h2 ref={ref} id="step-heading" tabIndex={-1} className="text-2xl outline-none sm:text-3xl">
        {title}
      </h2>
      {children ? <p className="mt-1 max-w-2xl text-muted">{children}</p> : null}
    </header>
  );
}
