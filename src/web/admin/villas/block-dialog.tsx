import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { BLOCK_TYPES, type BlockType } from '../../../domain/enums';
import { BLOCK_MESSAGES, BLOCK_TYPE_LABELS, blockDateIssues } from '../../../domain/inventory';
import { ApiError } from '../../api/client';
import { Field, inputClass } from '../ui/field';
import { applyServerErrors, FormDialog } from '../ui/form-dialog';
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
  const uid = useId();
  const form = useForm<Values>({
    defaultValues: { unit: ALL_UNITS, from: date, to: date, type: 'maintenance', notes: '' },
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    if (open) reset({ unit: ALL_UNITS, from: date, to: date, type: 'maintenance', notes: '' });
  }, [open, date, reset]);

  const save = useAdminMutation({
    mutationFn: (v: Values) =>
      createBlock({
        villaId,
        unitNumbers: v.unit ? [v.unit] : undefined,
        from: v.from,
        to: v.to,
        type: v.type,
        notes: v.notes.trim() || undefined,
      }),
    invalidate: villaChangeKeys,
    success: (b) => ({
      type: 'success',
      title: BLOCK_MESSAGES.done,
      message: `${b.unitNumbers.join(', ')} blocked ${b.from === b.to ? `on ${b.from}` : `from ${b.from} to ${b.to}`}`,
    }),
    failure: { title: 'Block Failed', message: BLOCK_MESSAGES.failed },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = handleSubmit((v) => {
    const issues = blockDateIssues({ from: v.from, to: v.to }, today);
    if (!v.from) issues.unshift({ field: 'from', message: 'Start date is required' });
    if (!v.to) issues.unshift({ field: 'to', message: 'End date is required' });
    if (issues.length) {
      for (const i of issues) setError(i.field as keyof Values, { message: i.message });
      return;
    }
    save.mutate(v, {
      onError: (err) => {
        if (applyServerErrors(form, err)) return;
        setError('root.server', {
          message: err instanceof ApiError ? err.message : BLOCK_MESSAGES.failed,
        });
      },
    });
  });

  const id = (name: string) => `${uid}-${name}`;
  const err = (name: keyof Values) => formState.errors[name]?.message;
  const aria = (name: keyof Values) => ({
    'aria-invalid': Boolean(err(name)),
    'aria-describedby': err(name) ? `${id(name)}-error` : undefined,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Block Date(s)"
      description={`${villaName}: blocked units cannot be booked by guests.`}
      submitLabel="Block Date"
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={formState.errors.root?.server?.message}
    >
      <Field label="Unit" htmlFor={id('unit')}>
        <select id={id('unit')} className={inputClass} {...register('unit')}>
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
          <input
            id={id('from')}
            type="date"
            min={today}
            className={inputClass}
            {...aria('from')}
            {...register('from')}
          />
        </Field>
        <Field label="To (last blocked night)" htmlFor={id('to')} error={err('to')}>
          <input
            id={id('to')}
            type="date"
            min={today}
            className={inputClass}
            {...aria('to')}
            {...register('to')}
          />
        </Field>
      </div>
      <Field label="Block Type" htmlFor={id('type')}>
        <select id={id('type')} className={inputClass} {...register('type')}>
          {BLOCK_TYPES.map((t) => (
            <option key={t} value={t}>
              {BLOCK_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Notes" htmlFor={id('notes')} error={err('notes')}>
        <textarea
          id={id('notes')}
          rows={2}
          maxLength={500}
          className={inputClass}
          {...aria('notes')}
          {...register('notes')}
        />
      </Field>
    </FormDialog>
  );
}
