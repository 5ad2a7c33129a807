import { Download } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import { UNAUTHORIZED_EVENT } from '../api';
import { Button } from './button';

/** The file name from `Content-Disposition`, else the fallback. */
function fileNameFrom(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Downloads a file an admin endpoint produces (CSV, PDF, Excel) and saves it under the server's
 * file name, with the spec's "Export Complete" / "Export Failed" toasts.
 */
export function DownloadButton({
  href,
  fallbackName,
  label = 'Export CSV',
  failMessage = 'The file could not be exported. Please try again.',
}: {
  href: string;
  fallbackName: string;
  label?: string;
  failMessage?: string;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(href, { credentials: 'same-origin' });
      if (res.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
      if (!res.ok) {
        const body = (await res.json().catch(() => undefined)) as
          { error?: { message?: string } } | undefined;
        throw new Error(body?.error?.message ?? failMessage);
      }
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameFrom(res.headers.get('content-disposition'), fallbackName);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast({ type: 'success', title: 'Export Complete', message: `Saved ${a.download}` });
    } catch (err) {
      toast({
        type: 'error',
        title: 'Export Failed',
        message: err instanceof ApiError || err instanceof Error ? err.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <Download aria-hidden className="size-4" />
      {busy ? 'Exporting…' : label}
    </Button>
  );
}
