import { useEffect } from 'react';
import { housekeepingChangeSchema, HOUSEKEEPING_NOTE_MAX } from '../../../domain/housekeeping';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
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
  const form = useZodForm({
    schema: housekeepingChangeSchema,
    defaultValues: { note: '' },
    toInput: ({ note }: { note: string }) => ({ state: 'out_of_order' as const, note }),
    invalidToast: null,
  });
  const { reset } = form;
  const { id, err, input } = useFormFields(form);
  useEffect(() => reset({ note: unit?.note ?? '' }), [unit, reset]);
  return (
    <FormDialog
      open={unit !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={unit ? `${unit.unitNumber} out of order` : 'Out of order'}
      description="Say what is wrong. The room is not given to tonight's guests until it is back in service."
      submitLabel="Mark out of order"
      submitVariant="danger"
      busy={busy}
      onSubmit={form.onValid((v) => onSave(v.note ?? ''))}
    >
      <Field label="What is wrong" htmlFor={id('note')} error={err('note')}>
        <textarea rows={3} maxLength={HOUSEKEEPING_NOTE_MAX} autoFocus {...input('note')} />
      </Field>
    </FormDialog>
  );
}
