import { useEffect, useId, useState, type FormEvent } from 'react';
import { housekeepingChangeSchema, HOUSEKEEPING_NOTE_MAX } from '../../../domain/housekeeping';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';
import { Modal } from '../ui/modal';
import type { HousekeepingUnit } from './api';

/** Out of order asks what is wrong (the note is required); the same dialog changes the note. */
export function OutOfOrderDialog({
  unit,
  busy,
  onClose,
  onSave,
}: {
  unit: HousekeepingUnit | null;
  busy: boolean;
  onClose: () => void;
  onSave: (note: string) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setNote(unit?.note ?? '');
    setError(null);
  }, [unit]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = housekeepingChangeSchema.safeParse({ state: 'out_of_order', note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid note');
      return;
    }
    onSave(parsed.data.note ?? '');
  };
  return (
    <Modal
      open={unit !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={unit ? `${unit.unitNumber} out of order` : 'Out of order'}
      description="Say what is wrong. The room is not given to tonight's guests until it is back in service."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            What is wrong
          </label>
          <textarea
            id={id}
            className={inputClass}
            rows={3}
            maxLength={HOUSEKEEPING_NOTE_MAX}
            value={note}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setNote(e.target.value)}
            autoFocus
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            Mark out of order
          </Button>
        </div>
      </form>
    </Modal>
  );
}
