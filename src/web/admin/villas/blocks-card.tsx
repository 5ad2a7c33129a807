import { useQuery } from '@tanstack/react-query';
import { Ban, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { addDays, formatShortDate } from '../../../domain/dates';
import { BLOCK_TYPE_LABELS } from '../../../domain/inventory';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Badge } from '../ui/status-badge';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { deleteBlock, villaBlocksQuery, villaChangeKeys, type Block } from './api';

/** Blocks listed: from today for a year. */
const BLOCK_LIST_DAYS = 366;

/** The villa's blocks from today for a year, each removable by housekeeping. */
export function BlocksCard({
  villaId,
  today,
  canBlock,
  onAdd,
}: {
  villaId: string;
  today: string;
  canBlock: boolean;
  onAdd: () => void;
}) {
  const blocks = useQuery(villaBlocksQuery(villaId, today, addDays(today, BLOCK_LIST_DAYS)));
  const [removingBlock, setRemovingBlock] = useState<Block | null>(null);
  const removeBlock = useAdminMutation({
    mutationFn: (b: Block) => deleteBlock(b.id),
    invalidate: villaChangeKeys,
    success: (_r, b) => ({
      type: 'success',
      title: 'Block Removed',
      message: `${b.unitNumbers.join(', ')} can be booked again`,
    }),
    failure: { title: 'Remove Failed', message: 'Failed to remove the block' },
    onSuccess: () => setRemovingBlock(null),
  });
  return (
    <Card
      title="Blocks"
      action={
        canBlock ? (
          <Button variant="secondary" onClick={onAdd}>
            <Ban aria-hidden className="size-4" /> Block Date(s)
          </Button>
        ) : undefined
      }
    >
      {blocks.isPending ? (
        <LoadingState label="Loading blocks…" />
      ) : blocks.isError ? (
        <ErrorState title="Loading Error" message="Failed to load the blocks" />
      ) : blocks.data.items.length === 0 ? (
        <EmptyState title="No blocks" message="Every unit can be booked on every night." />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Blocks">
          {blocks.data.items.map((b) => (
            <li
              key={b.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand p-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {b.from === b.to
                    ? formatShortDate(b.from)
                    : `${formatShortDate(b.from)} – ${formatShortDate(b.to)}`}{' '}
                  <Badge className="bg-amber-100 text-amber-900">{BLOCK_TYPE_LABELS[b.type]}</Badge>
                </p>
                <p className="text-muted">
                  {b.unitNumbers.join(', ')}
                  {b.notes ? ` · ${b.notes}` : ''}
                </p>
              </div>
              {canBlock ? (
                <Button
                  variant="ghost"
                  className="px-2 text-red-800"
                  onClick={() => setRemovingBlock(b)}
                  aria-label={`Remove block ${b.unitNumbers.join(', ')} ${b.from} to ${b.to}`}
                >
                  <Trash2 aria-hidden className="size-4" /> Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removingBlock !== null}
        onOpenChange={(o) => !o && setRemovingBlock(null)}
        title="Remove Block"
        message={
          removingBlock
            ? `Remove the ${BLOCK_TYPE_LABELS[removingBlock.type].toLowerCase()} block of ${removingBlock.unitNumbers.join(', ')} (${formatShortDate(removingBlock.from)} – ${formatShortDate(removingBlock.to)})? Guests can book those nights again.`
            : ''
        }
        confirmLabel="Remove Block"
        busy={removeBlock.isPending}
        onConfirm={() => removingBlock && removeBlock.mutate(removingBlock)}
      />
    </Card>
  );
}
