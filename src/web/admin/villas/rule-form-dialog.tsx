import { useEffect } from 'react';
import { DAY_NAMES, pricingRuleSchema } from '../../../domain/inventory';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, inputNumber, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { createPricingRule, updatePricingRule, villaChangeKeys, type PricingRuleRow } from './api';

type Values = {
  name: string;
  scope: 'villa' | 'all';
  priceModifier: string;
  startDate: string;
  endDate: string;
  daysOfWeek: string[];
  isActive: boolean;
  minNights: string;
  closedToArrival: boolean;
};

const toValues = (r: PricingRuleRow | null): Values => ({
  name: r?.name ?? '',
  scope: r && r.villaId === null ? 'all' : 'villa',
  priceModifier: r ? String(r.priceModifier) : '1.2',
  startDate: r?.startDate ?? '',
  endDate: r?.endDate ?? '',
  daysOfWeek: r?.daysOfWeek?.map(String) ?? [],
  isActive: r?.isActive ?? true,
  minNights: r?.minNights ? String(r.minNights) : '',
  closedToArrival: r?.closedToArrival ?? false,
});

/** Add / Edit Pricing Rule: modifier, villa or all villas, optional date range and nights of the week. */
export function RuleFormDialog({
  open,
  onOpenChange,
  villaId,
  villaName,
  rule,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  villaId: string;
  villaName: string;
  /** null = add */
  rule: PricingRuleRow | null;
}) {
  const form = useZodForm({
    schema: pricingRuleSchema,
    defaultValues: toValues(rule),
    toInput: (v: Values) => ({
      name: v.name,
      villaId: v.scope === 'all' ? null : villaId,
      priceModifier: inputNumber(v.priceModifier),
      startDate: v.startDate || null,
      endDate: v.endDate || null,
      daysOfWeek: v.daysOfWeek.map(Number),
      isActive: v.isActive,
      minNights: v.minNights.trim() === '' ? null : Number(v.minNights),
      closedToArrival: v.closedToArrival,
    }),
  });
  const { register, reset } = form;
  const { id, err, input } = useFormFields(form);
  useEffect(() => {
    if (open) reset(toValues(rule));
  }, [open, rule, reset]);

  const save = useAdminMutation({
    mutationFn: (body: ReturnType<typeof pricingRuleSchema.parse>) =>
      rule ? updatePricingRule(rule.id, body) : createPricingRule(body),
    invalidate: villaChangeKeys,
    success: (r) => ({
      type: 'success',
      title: rule ? 'Rule Updated' : 'Rule Added',
      message: `${r.name}: × ${r.priceModifier}`,
    }),
    failure: { title: 'Save Failed', message: 'Failed to save the pricing rule' },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = form.onValid((body) =>
    save.mutate(body, { onError: (err) => form.serverErrors(err) }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={rule ? 'Edit Pricing Rule' : 'Add Pricing Rule'}
      description="The highest active modifier covering a night multiplies the base price; a special rate for the night replaces it."
      submitLabel={rule ? 'Save Changes' : 'Add Rule'}
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={form.formError()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Rule Name" htmlFor={id('name')} error={err('name')}>
          <input {...input('name')} />
        </Field>
        <Field
          label="Price Modifier"
          htmlFor={id('priceModifier')}
          error={err('priceModifier')}
          hint="1.3 = 30% above base price; 0.9 = 10% below"
        >
          <input
            type="number"
            inputMode="decimal"
            min={0.1}
            max={10}
            step={0.05}
            {...input('priceModifier')}
          />
        </Field>
        <Field label="Applies To" htmlFor={id('scope')}>
          <select {...input('scope')}>
            <option value="villa">{villaName} only</option>
            <option value="all">All villas</option>
          </select>
        </Field>
        <Field
          label="Minimum Stay (optional)"
          htmlFor={id('minNights')}
          error={err('minNights')}
          hint="Nights; stays including a covered night must be at least this long"
        >
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            step={1}
            {...input('minNights')}
          />
        </Field>
        <Field label="Start Date (optional)" htmlFor={id('startDate')} error={err('startDate')}>
          <input type="date" {...input('startDate')} />
        </Field>
        <Field label="End Date (optional)" htmlFor={id('endDate')} error={err('endDate')}>
          <input type="date" {...input('endDate')} />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Nights of the week</legend>
        <p className="text-xs text-muted">None ticked: every night</p>
        <div className="mt-2 flex flex-wrap gap-3">
          {DAY_NAMES.map((d, i) => (
            <label key={d} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                value={String(i)}
                className="size-4 accent-forest"
                {...register('daysOfWeek')}
              />
              {d}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-forest" {...register('closedToArrival')} />
        Closed to arrival (guests may stay these nights but not arrive on them)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-forest" {...register('isActive')} />
        Active
      </label>
    </FormDialog>
  );
}
