import { LoaderCircle } from 'lucide-react';

export function Spinner({
  label = 'Loading…',
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={`flex items-center justify-center gap-2 text-muted ${className}`}>
      <LoaderCircle aria-hidden className="size-6 animate-spin text-moss" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Checking your session…" />
    </div>
  );
}
