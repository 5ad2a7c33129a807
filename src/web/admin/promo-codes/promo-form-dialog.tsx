import { useEffect } from 'react';
import { promoCodeSchema } from '../../../domain/promo';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, inputNumber, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { adminPromoCodesKey, createPromoCode, updatePromoCode, type PromoCodeView } from './api';

type Values = {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  stayFrom: string;
  stayTo: string;
  bookFrom: string;
  bookTo: string;
  minNights: string;
  villaIds: string[];
  maxUses: string;
  maxUsesPerEmail: string;
  isActive: boolean;
};

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const toValues = (p: PromoCodeView | null): Values => ({
  code: p?.code ?? '',
  kind: p?.kind ?? 'percent',
  value: text(p?.value),
  stayFrom: p?.stayFrom ?? '',
  stayTo: p?.stayTo ?? '',
  bookFrom: p?.bookFrom ?? '',
  bookTo: p?.bookTo ?? '',
  minNights: text(p?.minNights),
  villaIds: p?.villaIds ?? [],
  maxUses: text(p?.maxUses),
  maxUsesPerEmail: text(p?.maxUsesPerEmail),
  isActive: p?.isActive ?? true,
});
const count = (s: string) => (s.trim() === '' ? null : Number(s));
const toInput = (v: Values) => ({
  code: v.code,
  kind: v.kind,
  value: inputNumber(v.value),
  stayFrom: v.stayFrom || null,
  stayTo: v.stayTo || null,
  bookFrom: v.bookFrom || null,
  bookTo: v.bookTo || null,
  minNights: count(v.minNights),
  villaIds: v.villaIds.length > 0 ? v.villaIds : null,
  maxUses: count(v.maxUses),
  maxUsesPerEmail: count(v.maxUsesPerEmail),
  isActive: v.isActive,
});

/** Add / Edit Promo Code (decision 0128). */
export function PromoFormDialog({
  open,
  onOpenChange,
  promo,
  villas,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null = add */
  promo: PromoCodeView | null;
  villas: { id: string; name: string }[];
}) {
  const form = useZodForm({
    schema: promoCodeSchema,
    defaultValues: toValues(promo),
    toInput,
    shouldFocusError: false,
  });
  const { register, reset } = form;
  const fields = useFormFields(form);
  useEffect(() => {
    if (open) reset(toValues(promo));
  }, [open, promo, reset]);

  const save = useAdminMutation({
    mutationFn: (body: ReturnType<typeof promoCodeSchema.parse>) =>
      promo ? updatePromoCode(promo.id, body) : createPromoCode(body),
    invalidate: [adminPromoCodesKey],
    success: (r) => ({
      type: 'success',
      title: promo ? 'Promo Code Updated' : 'Promo Code Added',
      message: r.code,
    }),
    failure: { title: 'Save Failed', message: 'Failed to save the promo code' },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = form.onValid((body) =>
    save.mutate(body, { onError: (err) => form.serverErrors(err) }),
  );

  const { id, err } = fields;
  const input = (name: keyof Values, label: string, type = 'text', hint?: string) => (
    <Field label={label} htmlFor={id(name)} error={err(name)} hint={hint}>
      <input type={type} {...fields.input(name)} />
    </Field>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={promo ? 'Edit Promo Code' : 'Add Promo Code'}
      description="A percentage or an amount off the stay (room and package), before tax. A use counts when the booking is paid."
      submitLabel={promo ? 'Save Changes' : 'Add Code'}
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={form.formError()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {input('code', 'Code', 'text', 'Letters and digits; guests type it in any case')}
        <Field label="Discount" htmlFor={id('kind')}>
          <select {...fields.input('kind')}>
            <option value="percent">Percentage off</option>
            <option value="amount">Amount off (₹)</option>
          </select>
        </Field>
        {input('value', 'Value', 'number', '10 = 10% or ₹10')}
        {input('minNights', 'Minimum Nights (optional)', 'number')}
        {input('stayFrom', 'Stays From (optional)', 'date')}
        {input('stayTo', 'Stays Until (optional)', 'date')}
        {input('bookFrom', 'Booked From (optional)', 'date')}
        {input('bookTo', 'Booked Until (optional)', 'date')}
        {input('maxUses', 'Total Uses (optional)', 'number')}
        {input('maxUsesPerEmail', 'Uses per E-mail (optional)', 'number')}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Villas</legend>
        <p className="text-xs text-muted">None ticked: every villa</p>
        <div className="mt-2 flex flex-wrap gap-3">
          {villas.map((v) => (
            <label key={v.id} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                value={v.id}
                className="size-4 accent-forest"
                {...register('villaIds')}
              />
              {v.name}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-forest" {...register('isActive')} />
        Active
      </label>
    </FormDialog>
  );
}
