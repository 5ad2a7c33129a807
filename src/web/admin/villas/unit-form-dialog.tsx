import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { UNIT_STATUSES, type UnitStatus } from '../../../domain/enums';
import { UNIT_STATUS_LABELS, unitFormSchema } from '../../../domain/inventory';
import { useToast } from '../../ui/toast';
import { EnumOptions, Field, inputNumber, useFormFields } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors, VALIDATION_TOAST } from '../ui/form-dialog';
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
  const toast = useToast();
  const form = useForm<Values>({ defaultValues: toValues(unit) });
  const { handleSubmit, reset, formState } = form;
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

  const onSubmit = handleSubmit((v) => {
    const parsed = unitFormSchema.safeParse({
      unitNumber: v.unitNumber,
      floor: inputNumber(v.floor),
      viewType: v.viewType,
      status: v.status,
    });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => [String(i.path[0]), i.message] as const);
      setFieldErrors(form, issues, { focus: false });
      toast(VALIDATION_TOAST);
      return;
    }
    save.mutate(parsed.data, { onError: (err) => applyServerErrors(form, err) });
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
