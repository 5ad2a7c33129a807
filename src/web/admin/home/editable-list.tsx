import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { EmptyState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { adminHomeKey, moved } from './api';

const MOVES = {
  vertical: { words: ['up', 'down'], icons: [ArrowUp, ArrowDown] },
  horizontal: { words: ['earlier', 'later'], icons: [ArrowLeft, ArrowRight] },
} as const;

/**
 * A home-page list staff keep in order (the FAQ, the gallery): Add, and on each entry move
 * earlier or later, Edit and Delete (after a confirmation). `dialog` adds and edits an entry.
 */
export function EditableList<T extends { id: string }>({
  title,
  addLabel,
  items,
  empty,
  name,
  layout,
  order,
  remove,
  renderItem,
  dialog,
}: {
  title: string;
  addLabel: string;
  items: T[];
  empty: { title: string; message: string };
  /** How the buttons name an entry (the question, the photo's description). */
  name: (item: T) => string;
  layout: { list: string; item: string; moves: keyof typeof MOVES };
  order: { save: (ids: string[]) => Promise<unknown> };
  remove: {
    /** Delete or Remove: the button's word and the confirmation's. */
    word: string;
    call: (item: T) => Promise<unknown>;
    confirm: { title: string; message: (name: string) => string };
    success: { title: string; message: string };
    failure: { title: string; message: string };
  };
  /** The entry's text; `actions` are its buttons. */
  renderItem: (item: T, actions: ReactNode) => ReactNode;
  dialog: (entry: T | 'new' | null, onClose: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const reorder = useAdminMutation({
    mutationFn: order.save,
    invalidate: [adminHomeKey],
    success: () => null,
    failure: { title: 'Move Failed', message: 'Failed to change the order' },
  });
  const del = useAdminMutation({
    mutationFn: remove.call,
    invalidate: [adminHomeKey],
    success: () => ({ type: 'success', ...remove.success }),
    failure: remove.failure,
    onSuccess: () => setDeleting(null),
  });
  const ids = items.map((i) => i.id);
  const moves = MOVES[layout.moves];
  const actions = (item: T, i: number) => {
    const label = name(item);
    const [Earlier, Later] = moves.icons;
    return (
      <div className="flex gap-1">
        <Button
          variant="ghost"
          aria-label={`Move “${label}” ${moves.words[0]}`}
          disabled={i === 0 || reorder.isPending}
          onClick={() => reorder.mutate(moved(ids, i, -1))}
        >
          <Earlier aria-hidden className="size-4" />
        </Button>
        <Button
          variant="ghost"
          aria-label={`Move “${label}” ${moves.words[1]}`}
          disabled={i === items.length - 1 || reorder.isPending}
          onClick={() => reorder.mutate(moved(ids, i, 1))}
        >
          <Later aria-hidden className="size-4" />
        </Button>
        <Button variant="ghost" aria-label={`Edit “${label}”`} onClick={() => setEditing(item)}>
          <Pencil aria-hidden className="size-4" />
        </Button>
        <Button
          variant="ghost"
          aria-label={`${remove.word} “${label}”`}
          onClick={() => setDeleting(item)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
    );
  };

  return (
    <Card
      title={title}
      action={
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" /> {addLabel}
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={empty.title} message={empty.message} />
      ) : (
        <ol className={layout.list}>
          {items.map((item, i) => (
            <li key={item.id} className={layout.item}>
              {renderItem(item, actions(item, i))}
            </li>
          ))}
        </ol>
      )}
      {dialog(editing, () => setEditing(null))}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={remove.confirm.title}
        message={remove.confirm.message(deleting ? name(deleting) : '')}
        confirmLabel={remove.word}
        busy={del.isPending}
        onConfirm={() => deleting && del.mutate(deleting)}
      />
    </Card>
  );
}
