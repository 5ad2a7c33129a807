import { useQuery } from '@tanstack/react-query';
import { Copy, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { inputClass } from '../ui/field';
import { ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { CHANNELS_KEY, exportsQuery, rotateExport, type ExportEntry } from './api';

const labelOf = (e: ExportEntry) => (e.unitNumber ? `Unit ${e.unitNumber}` : `Villa: ${e.villaId}`);

/** The private URLs the OTAs import: copy one into the channel; rotate one that leaked. */
export function ExportsCard() {
  const toast = useToast();
  const exports = useQuery(exportsQuery);
  const [rotating, setRotating] = useState<ExportEntry | null>(null);
  const rotate = useAdminMutation({
    mutationFn: (e: ExportEntry) =>
      rotateExport(e.unitNumber ? { unitNumber: e.unitNumber } : { villaId: e.villaId }),
    invalidate: [CHANNELS_KEY],
    success: (e) => ({
      type: 'success',
      title: 'Address Rotated',
      message: `${labelOf(e)} has a new address; paste it into the channels that used the old one`,
    }),
    failure: { title: 'Rotate Failed', message: 'Could not rotate the address' },
    onSuccess: () => setRotating(null),
  });
  const copy = async (e: ExportEntry) => {
    try {
      await navigator.clipboard.writeText(e.url);
      toast({ type: 'success', title: 'Copied', message: `${labelOf(e)}: address copied` });
    } catch {
      toast({ type: 'error', title: 'Copy Failed', message: 'Select the address and copy it' });
    }
  };
  const items = exports.data ?? [];
  return (
    <Card title="Our calendars for the channels">
      <p className="mb-3 text-sm text-muted">
        Paste a unit&apos;s address into the channel that sells it: every night sold here, blocked,
        or held by another channel shows there as taken (no guest details). The villa address lists
        all its units.
      </p>
      {exports.isPending ? (
        <LoadingState label="Loading addresses…" />
      ) : exports.isError ? (
        <ErrorState
          title="Could not load the addresses"
          message="Network error occurred. Please try again."
          onRetry={() => void exports.refetch()}
        />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Export addresses">
          {items.map((e) => {
            const inputId = `export-${e.unitNumber ?? e.villaId}`;
            return (
              <li
                key={inputId}
                className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-2 gap-y-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)_auto_auto]"
              >
                <label htmlFor={inputId} className="col-span-3 font-medium sm:col-span-1">
                  {labelOf(e)}
                </label>
                <input
                  id={inputId}
                  readOnly
                  value={e.url}
                  className={`${inputClass} min-w-0 font-mono text-xs`}
                  onFocus={(ev) => ev.currentTarget.select()}
                />
                <Button
                  variant="secondary"
                  aria-label={`Copy address: ${labelOf(e)}`}
                  onClick={() => void copy(e)}
                >
                  <Copy aria-hidden className="size-4" />{' '}
                  <span className="hidden sm:inline">Copy</span>
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Rotate address: ${labelOf(e)}`}
                  onClick={() => setRotating(e)}
                >
                  <RotateCw aria-hidden className="size-4" />{' '}
                  <span className="hidden sm:inline">Rotate</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title="Rotate Address"
        message={
          rotating
            ? `${labelOf(rotating)} gets a new address and the old one stops working at once. Channels using the old one must be given the new one.`
            : ''
        }
        confirmLabel="Rotate"
        busy={rotate.isPending}
        onConfirm={() => rotating && rotate.mutate(rotating)}
      />
    </Card>
  );
}
