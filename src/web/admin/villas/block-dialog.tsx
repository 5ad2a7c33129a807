import { useEffect } from 'react';
import { BLOCK_TYPES, type BlockType } from '../../../domain/enums';
import {
  BLOCK_MESSAGES,
  BLOCK_TYPE_LABELS,
  blockFormSchema,
  type BlockRequest,
} from '../../../domain/inventory';
import { ApiError } from '../../api/client';
import { useZodForm } from '../../ui/form/use-zod-form';
import { EnumOptions, Field, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { createBlock, villaChangeKeys, type RoomUnit } from './api';

type Values = { unit: string; from: string; to: string; type: BlockType; notes: string };
const ALL_UNITS = '';

/**
 * Block Date(s): one unit or all units of the villa over [from, to], with a type and notes.
 * The server's refusals (past dates, a unit booked on those nights — which booking) show here.
 */
export function BlockDialog({
  open,
  onOpenChange,
  villaId,
  villaName,
  units,
  date,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  villaId: string;
  villaName: string;
  units: RoomUnit[];
  /** The first date offered (the selected calendar day). */
  date: string;
  today: string;
}) {
  const form = useZodForm({
    schema: blockFormSchema(today),
    defaultValues: { unit: ALL_UNITS, from: date, to: date, type: 'maintenance', notes: '' },
    toInput: (v: Values) => ({
      villaId,
      unitNumbers: v.unit ? [v.unit] : undefined,
      from: v.from,
      to: v.to,
      type: v.type,
      notes: v.notes.trim() || undefined,
    }),
    invalidToast: null,
    shouldFocusError: false,
  });
  const { reset, setError } = form;
  const { id, err, input } = useFormFields(form);
  useEffect(() => {
    if (open) reset({ unit: ALL_UNITS, from: date, to: date, type: 'maintenance', notes: '' });
  }, [open, date, reset]);

  const save = useAdminMutation({
    mutationFn: (body: BlockRequest) => createBlock(body),
    invalidate: villaChangeKeys,
    success: (b) => ({
      type: 'success',
      title: BLOCK_MESSAGES.done,
      message: `${b.unitNumbers.join(', ')} blocked ${b.from === b.to ? `on ${b.from}` : `from ${b.from} to ${b.to}`}`,
    }),
    failure: { title: 'Block Failed', message: BLOCK_MESSAGES.failed },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = form.onValid((body) =>
    save.mutate(body, {
      onError: (err) => {
        if (form.serverErrors(err)) return;
        setError('root.server', {
          message: err instanceof ApiError ? err.message : BLOCK_MESSAGES.failed,
        });
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Block Date(s)"
      description={`${villaName}: blocked units cannot be booked by guests.`}
      submitLabel="Block Date"
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={form.formError()}
    >
      <Field label="Unit" htmlFor={id('unit')}>
        <select {...input('unit')}>
          <option value={ALL_UNITS}>All units ({units.length})</option>
          {units.map((u) => (
            <option key={u.id} value={u.unitNumber}>
              {u.unitNumber}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="From" htmlFor={id('from')} error={err('from')}>
          <input type="date" min={today} {...input('from')} />
        </Field>
        <Field label="To (last blocked night)" htmlFor={id('to')} error={err('to')}>
          <input type="date" min={today} {...input('to')} />
        </Field>
      </div>
      <Field label="Block Type" htmlFor={id('type')}>
        <select {...input('type')}>
          <EnumOptions values={BLOCK_TYPES} labels={BLOCK_TYPE_LABELS} />
        </select>
      </Field>
      <Field label="Notes" htmlFor={id('notes')} error={err('notes')}>
        <textarea rows={2} maxLength={500} {...input('notes')} />
      </Field>
    </FormDialog>
  );
}
