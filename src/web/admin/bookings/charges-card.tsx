import { Mail, Plus, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CHARGE_KINDS } from '../../../domain/charge-tax';
import {
  CHARGE_KIND_LABELS,
  chargeInputSchema,
  type ChargeInput,
  type ChargeLine,
} from '../../../domain/folio-charges';
import { formatInr } from '../../../domain/money';
import { useCan } from '../permissions';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field, inputClass, inputNumber } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BOOKINGS_KEY, type AdminBookingDetail } from './api';
import { addCharge, sendPaymentLink, voidCharge } from './money-api';

type Values = {
  kind: ChargeInput['kind'];
  description: string;
  quantity: string;
  unitPrice: string;
};
const EMPTY: Values = { kind: 'safari', description: '', quantity: '1', unitPrice: '' };

/**
 * Charges beyond the room (the folio; decision 0120): the list with tax and voided state, "Add
 * charge", "Void" and "E-mail payment link" for what is due. Money comes from the server.
 */
export function ChargesCard({ detail }: { detail: AdminBookingDetail }) {
  const b = detail.booking;
  const canRecord = useCan()('payments.record');
  const uid = useId();
  const [adding, setAdding] = useState(false);
  const [key, setKey] = useState('');
  const [voiding, setVoiding] = useState<ChargeLine | null>(null);
  const [linking, setLinking] = useState(false);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState } = form;
  const closedStay = b.status === 'cancelled' || b.archivedAt !== null;
  const payableOnline =
    (b.status === 'confirmed' || b.status === 'checked_in') && detail.money.due > 0;

  const add = useAdminMutation({
    mutationFn: (body: ChargeInput) => addCharge(b.bookingId, body, key),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Charge Added',
      message: `${r.description}: ${formatInr(r.amount)} incl. GST; ${formatInr(r.money.due)} now due`,
    }),
    failure: { title: 'Charge Failed', message: 'Failed to add the charge' },
    onSuccess: () => setAdding(false),
  });
  const voidIt = useAdminMutation({
    mutationFn: (c: ChargeLine) => voidCharge(b.bookingId, c.id),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Charge Voided',
      message: `${r.description} no longer counts; ${formatInr(r.money.due)} due`,
    }),
    failure: { title: 'Void Failed', message: 'Failed to void the charge' },
    onSuccess: () => setVoiding(null),
  });
  const link = useAdminMutation({
    mutationFn: () => sendPaymentLink(b.bookingId, key),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Payment Link Sent',
      message: `A link to pay ${formatInr(r.amount)} was e-mailed to ${r.to}`,
    }),
    failure: { title: 'Link Failed', message: 'Failed to e-mail the payment link' },
    onSuccess: () => setLinking(false),
  });

  const openAdd = () => {
    setKey(crypto.randomUUID());
    reset(EMPTY);
    setAdding(true);
  };
  const onSubmit = handleSubmit((v) => {
    const parsed = chargeInputSchema.safeParse({
      kind: v.kind,
      description: v.description,
      quantity: inputNumber(v.quantity),
      unitPrice: inputNumber(v.unitPrice),
    });
    if (!parsed.success) {
      setFieldErrors(
        form,
        parsed.error.issues.map((i) => [String(i.path[0]), i.message] as const),
      );
      return;
    }
    add.mutate(parsed.data, { onError: (err) => applyServerErrors(form, err) });
  });
  const err = (name: keyof Values) => formState.errors[name]?.message;
  const aria = (name: keyof Values) => ({
    'aria-invalid': Boolean(err(name)),
    'aria-describedby': err(name) ? `${uid}-${name}-error` : undefined,
  });

  return (
    <Card title="Charges">
      {detail.charges.length === 0 ? (
        <p className="text-sm text-muted">No charges beyond the room.</p>
      ) : (
        <ul className="divide-y divide-sand text-sm">
          {detail.charges.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <span className={`min-w-0 ${c.voidedAt ? 'text-muted line-through' : ''}`}>
                <span className="font-medium text-ink">{CHARGE_KIND_LABELS[c.kind]}</span> ·{' '}
                {c.description}
                <span className="block text-xs text-muted">
                  {c.quantity} × {formatInr(c.unitPrice)} + GST {formatInr(c.tax)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <span className="font-medium tabular-nums">{formatInr(c.amount)}</span>
                {c.voidedAt ? (
                  <span className="rounded bg-sand px-2 py-0.5 text-xs text-ink">Voided</span>
                ) : b.archivedAt || !canRecord ? null : (
                  <Button
                    variant="ghost"
                    onClick={() => setVoiding(c)}
                    aria-label={`Void charge ${c.description}`}
                  >
                    <XCircle aria-hidden className="size-4" /> Void
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {closedStay || !canRecord ? null : (
          <Button variant="secondary" onClick={openAdd}>
            <Plus aria-hidden className="size-4" /> Add charge
          </Button>
        )}
        {payableOnline && canRecord ? (
          <Button
            variant="secondary"
            onClick={() => {
              setKey(crypto.randomUUID());
              setLinking(true);
            }}
          >
            <Mail aria-hidden className="size-4" /> E-mail payment link
          </Button>
        ) : null}
      </div>

      <FormDialog
        open={adding}
        onOpenChange={(o) => !o && setAdding(false)}
        title="Add charge"
        description={`GST is added by the charge's kind; ${b.guestName} can pay it online from the booking page.`}
        submitLabel="Add charge"
        busy={add.isPending}
        onSubmit={onSubmit}
        formError={formState.errors.root?.server?.message}
      >
        <Field label="Kind" htmlFor={`${uid}-kind`} error={err('kind')}>
          <select id={`${uid}-kind`} className={inputClass} {...aria('kind')} {...register('kind')}>
            {CHARGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {CHARGE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Description" htmlFor={`${uid}-description`} error={err('description')}>
          <input
            id={`${uid}-description`}
            className={inputClass}
            maxLength={200}
            {...aria('description')}
            {...register('description')}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Quantity" htmlFor={`${uid}-quantity`} error={err('quantity')}>
            <input
              id={`${uid}-quantity`}
              className={inputClass}
              inputMode="numeric"
              {...aria('quantity')}
              {...register('quantity')}
            />
          </Field>
          <Field
            label="Unit price (₹, before GST)"
            htmlFor={`${uid}-unitPrice`}
            error={err('unitPrice')}
          >
            <input
              id={`${uid}-unitPrice`}
              className={inputClass}
              inputMode="numeric"
              {...aria('unitPrice')}
              {...register('unitPrice')}
            />
          </Field>
        </div>
      </FormDialog>

      <ConfirmDialog
        open={voiding !== null}
        onOpenChange={(o) => !o && setVoiding(null)}
        title="Void charge"
        message={
          voiding
            ? `Void "${voiding.description}" (${formatInr(voiding.amount)})? It stays on record as voided and no longer counts; a credit note is issued if it was invoiced.`
            : ''
        }
        confirmLabel="Void charge"
        busy={voidIt.isPending}
        onConfirm={() => voiding && voidIt.mutate(voiding)}
      />
      <ConfirmDialog
        open={linking}
        onOpenChange={setLinking}
        tone="primary"
        title="E-mail payment link"
        message={`E-mail ${b.email} a private link to pay ${formatInr(detail.money.due)} online from their booking page?`}
        confirmLabel="Send link"
        busy={link.isPending}
        onConfirm={() => link.mutate(undefined)}
      />
    </Card>
  );
}
