import { RefreshCw } from 'lucide-react';
import { useToast } from '../../ui/toast';
import { Button } from './button';

/**
 * Refresh with the spec's toasts: "Data Refreshed" ({message}) or "Refresh Failed" ({failMessage};
 * leave it out when the page already reports a failed load). `refresh` is usually a query's `refetch`.
 */
export function RefreshButton({
  refresh,
  message,
  failMessage,
  busy = false,
}: {
  refresh: () => Promise<{ isSuccess: boolean }>;
  message: string;
  failMessage?: string;
  busy?: boolean;
}) {
  const toast = useToast();
  const onClick = async () => {
    const result = await refresh();
    if (result.isSuccess) toast({ type: 'success', title: 'Data Refreshed', message });
    else if (failMessage) toast({ type: 'error', title: 'Refresh Failed', message: failMessage });
  };
  return (
    <Button variant="secondary" onClick={() => void onClick()} disabled={busy}>
      <RefreshCw aria-hidden className={`size-4 ${busy ? 'animate-spin' : ''}`} />
      Refresh
    </Button>
  );
}
