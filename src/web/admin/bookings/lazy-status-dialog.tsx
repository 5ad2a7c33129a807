import { lazy, Suspense, type ComponentProps } from 'react';

// The status dialog (Radix Dialog and the confirm form) is a chunk of its own, loaded when staff
// first choose a status change: the booking list does not wait for it (decision 0136).
const Dialog = lazy(() => import('./status-dialog').then((m) => ({ default: m.StatusDialog })));

/** StatusDialog, loaded on first use (it opens as soon as its code has arrived). */
export function StatusDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
