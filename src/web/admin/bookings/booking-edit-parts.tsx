import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegister } from 'react-hook-form';
import { PROPERTY_PAYMENT_METHODS } from '../../../domain/enums';
import { PAYMENT_METHOD_LABELS } from '../../../domain/refunds';
import { ApiError } from '../../api/client';
import { errorId, hintId } from '../../ui/form/field';
import { formatInr } from '../../ui/format';
import { EnumOptions, Field, inputClass, type FormFields } from '../ui/field';
import type { FreeUnits } from './api';
import type { EditValues } from './use-booking-edit';

type Register = UseFormRegister<EditValues>;

/** Confirming an unpaid booking: "the payment has been received", and how it was paid. */
export function PaymentReceivedFields({
  fields,
  register,
  due,
  received,
}: {
  fields: FormFields<'paymentReceived' | 'paymentMethod'>;
  register: Register;
  due: number;
  /** The box is ticked. */
  received: boolean;
}) {
  const { id, err, input } = fields;
  const message = err('paymentReceived');
  return (
    <div className="sm:col-span-2">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-forest"
          aria-invalid={Boolean(message)}
          aria-describedby={message ? errorId(id('paymentReceived')) : undefined}
          {...register('paymentReceived')}
        />
        I confirm the payment of {formatInr(due)} due has been received
      </label>
      {message ? (
        <p id={errorId(id('paymentReceived'))} className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      {received ? (
        <Field label="How was it paid?" htmlFor={id('paymentMethod')} error={err('paymentMethod')}>
          <select {...input('paymentMethod')}>
            <EnumOptions values={PROPERTY_PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
          </select>
        </Field>
      ) : null}
    </div>
  );
}

/** The room units free for the nights typed: one per room, ticked as checkboxes. */
export function UnitPicker({
  fields,
  free,
  rooms,
  chosen,
  onToggle,
}: {
  fields: FormFields<'unitNumbers'>;
  free: UseQueryResult<FreeUnits>;
  rooms: number;
  chosen: readonly string[];
  onToggle: (unit: string, on: boolean) => void;
}) {
  const { id, err } = fields;
  const message = err('unitNumbers');
  return (
    <fieldset aria-describedby={message ? errorId(id('unitNumbers')) : hintId(id('unitNumbers'))}>
      <legend className="text-sm font-medium text-ink">Room units</legend>
      <p id={hintId(id('unitNumbers'))} className="text-xs text-muted">
        Units free for these nights; choose {Number.isFinite(rooms) ? rooms : 1} (one per room).
        Leave as is to keep or pick automatically.
      </p>
      {free.isPending && free.fetchStatus !== 'idle' ? (
        <p className="mt-1 text-sm text-muted">Checking free units…</p>
      ) : free.data ? (
        free.data.units.length === 0 ? (
          <p className="mt-1 text-sm text-red-700">No unit is free for these nights.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {free.data.units.map((u) => {
              const checked = chosen.includes(u.unitNumber);
              return (
                <li key={u.unitNumber}>
                  <label
                    className={`flex cursor-pointer items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-moss ${checked ? 'border-forest bg-forest/10 text-forest' : 'border-stone-300'}`}
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-forest"
                      checked={checked}
                      onChange={(e) => onToggle(u.unitNumber, e.target.checked)}
                    />
                    {u.unitNumber}
                    {u.current ? <span className="text-xs text-muted">(current)</span> : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
      {message ? (
        <p id={errorId(id('unitNumbers'))} role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A changed stay: checking, the server's refusal, or its price with the keep-or-take choice. */
export function StayPreview({
  fields,
  register,
  onChoose,
  checking,
  error,
  bookedTotal,
  newTotal,
}: {
  fields: FormFields<'pricing'>;
  register: Register;
  /** A price was chosen (its message goes). */
  onChoose: () => void;
  checking: boolean;
  error: unknown;
  bookedTotal: number;
  newTotal: number | undefined;
}) {
  const { id, err } = fields;
  const message = err('pricing');
  const radio = (value: 'keep' | 'reprice', label: string) => (
    <label className="flex items-center gap-1.5">
      <input
        type="radio"
        value={value}
        className="size-4 accent-forest"
        {...register('pricing', { onChange: onChoose })}
      />
      {label}
    </label>
  );
  return (
    <div className="sm:col-span-3" aria-live="polite">
      {checking ? (
        <p className="text-sm text-muted">Checking availability and price…</p>
      ) : error instanceof ApiError ? (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : newTotal === undefined ? null : newTotal !== bookedTotal ? (
        <fieldset aria-describedby={message ? errorId(id('pricing')) : undefined}>
          <legend className="text-sm font-medium text-ink">
            Price: booked {formatInr(bookedTotal)} · new price {formatInr(newTotal)}
          </legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm">
            {radio('keep', `Keep old price (${formatInr(bookedTotal)})`)}
            {radio('reprice', `Take new price (${formatInr(newTotal)})`)}
          </div>
          {message ? (
            <p id={errorId(id('pricing'))} className="text-sm text-red-700">
              {message}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p className="text-sm text-muted">Available; the price stays {formatInr(bookedTotal)}.</p>
      )}
    </div>
  );
}

/** The money as the server has it (decision 0112): shown, never typed. */
export function ReadOnlyMoney({
  id,
  total,
  advance,
  due,
}: {
  /** The form's ids (`useFormFields`). */
  id: (name: string) => string;
  total: number;
  advance: number;
  due: number;
}) {
  const shown = (name: string, value: number) => (
    <input
      id={id(name)}
      readOnly
      className={`${inputClass} bg-stone-50`}
      value={formatInr(value)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label="Total" htmlFor={id('total')}>
        {shown('total', total)}
      </Field>
      <Field
        label="Advance Amount"
        htmlFor={id('advanceAmount')}
        hint="What was paid as the advance; record payments with Record payment"
      >
        {shown('advanceAmount', advance)}
      </Field>
      <Field label="Due" htmlFor={id('remaining')} hint="Total with charges − paid + refunded">
        {shown('remaining', due)}
      </Field>
    </div>
  );
}
