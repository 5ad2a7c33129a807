import { useEffect } from 'react';
import { UNIT_STATUSES, type UnitStatus } from '../../../domain/enums';
import { UNIT_STATUS_LABELS, unitFormSchema } from '../../../domain/inventory';
import { useZodForm } from '../../ui/form/use-zod-form';
import { EnumOptions, Field, inputNumber, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { createUnit, updateUnit, villaChangeKeys, type RoomUnit } from './api';

type Values = { unitNumber: string; floor: string; viewType: string; status: UnitStatus };

const toValues = (u: RoomUnit | null): Values => ({
  unitNumber: u?.unitNumber ?? '',
  floor: u ? String(u.floor) : '1',
  viewType: u?.viewType ?? '',
  status: u?.status ?? 'available',
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
  const form = useZodForm({
    schema: unitFormSchema,
    defaultValues: toValues(unit),
    toInput: (v: Values) => ({ ...v, floor: inputNumber(v.floor) }),
    shouldFocusError: false,
  });
  const { reset } = form;
  const { id, err, input } = useFormFields(form);
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

  const onSubmit = form.onValid((body) =>
    save.mutate(body, { onError: (err) => form.serverErrors(err) }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={unit ? `Edit Room Unit ${unit.unitNumber}` : 'Add Room Unit'}
      submitLabel={unit ? 'Save Changes' : 'Add Unit'}
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={form.formError()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Unit Number"
          htmlFor={id('unitNumber')}
          error={err('unitNumber')}
          hint="e.g. KF-05"
        >
          <input autoComplete="off" {...input('unitNumber')} />
        </Field>
        <Field label="Floor" htmlFor={id('floor')} error={err('floor')}>
          <input type="number" inputMode="numeric" min={0} max={50} {...input('floor')} />
        </Field>
        <Field label="View" htmlFor={id('viewType')} error={err('viewType')}>
          <input placeholder="Forest View" {...input('viewType')} />
        </Field>
        <Field label="Status" htmlFor={id('status')} hint="Only Available units can be booked">
          <select {...input('status')}>
            <EnumOptions values={UNIT_STATUSES} labels={UNIT_STATUS_LABELS} />
          </select>
        </Field>
      </div>
    </FormDialog>
  );
}
