import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { UNIT_STATUSES, type UnitStatus } from '../../../domain/enums';
import { UNIT_STATUS_LABELS, unitFormSchema } from '../../../domain/inventory';
import { useToast } from '../../ui/toast';
import { Field, inputClass } from '../ui/field';
import { applyServerErrors, FormDialog, VALIDATION_TOAST } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { createUnit, updateUnit, villaChangeKeys, type RoomUnit } from './api';

type Values = { unitNumber: string; floor: string; viewType: string; status: UnitStatus };

const toValues = (u: RoomUnit | null): Values => ({
  unitNumber: u?.unitNumber ?? '',
  floor: u ? String(u.floor) : '1',
  viewType: u?.viewType ?? '',
  status: (u?.status as UnitStatus | undefined) ?? 'available',
});

/** Add Room Unit / Edit Room Unit: number, floor, view and status. */
export function UnitFormDialog({
  open,
  onOpenChange,
  villaId,
  unit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  villaId: string;
  /** null = add */
  unit: RoomUnit | null;
}) {
  const uid = useId();
  const toast = useToast();
  const form = useForm<Values>({ defaultValues: toValues(unit) });
  const { register, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    if (open) reset(toValues(unit));
  }, [open, unit, reset]);

  const save = useAdminMutation({
    mutationFn: (body: ReturnType<typeof unitFormSchema.parse>) =>
      unit ? updateUnit(unit.id, body) : createUnit(villaId, body),
    invalidate: villaChangeKeys,
    success: (u) => ({
      type: 'success',
      title: unit ? 'Unit Updated' : 'Unit Added',
      message: `${u.unitNumber} has been ${unit ? 'updated' : 'added'}`,
    }),
    failure: { title: 'Save Failed', message: 'Failed to save the room unit' },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = handleSubmit((v) => {
    const parsed = unitFormSchema.safeParse({
      unitNumber: v.unitNumber,
      floor: v.floor.trim() === '' ? Number.NaN : Number(v.floor),
      viewType: v.viewType,
      status: v.status,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        setError(String(issue.path[0]) as keyof Values, { message: issue.message });
      toast(VALIDATION_TOAST);
      return;
    }
    save.mutate(parsed.data, { onError: (err) => applyServerErrors(form, err) });
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
      title={unit ? `Edit Room Unit ${unit.unitNumber}` : 'Add Room Unit'}
      submitLabel={unit ? 'Save Changes' : 'Add Unit'}
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={formState.errors.root?.server?.message}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Unit Number"
          htmlFor={id('unitNumber')}
          error={err('unitNumber')}
          hint="e.g. KF-05"
        >
          <input
            id={id('unitNumber')}
            className={inputClass}
            autoComplete="off"
            {...aria('unitNumber')}
            {...register('unitNumber')}
          />
        </Field>
        <Field label="Floor" htmlFor={id('floor')} error={err('floor')}>
          <input
            id={id('floor')}
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            className={inputClass}
            {...aria('floor')}
            {...register('floor')}
          />
        </Field>
        <Field label="View" htmlFor={id('viewType')} error={err('viewType')}>
          <input
            id={id('viewType')}
            className={inputClass}
            placeholder="Forest View"
            {...aria('viewType')}
            {...register('viewType')}
          />
        </Field>
        <Field label="Status" htmlFor={id('status')} hint="Only Available units can be booked">
          <select id={id('status')} className={inputClass} {...register('status')}>
            {UNIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {UNIT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </FormDialog>
  );
}
