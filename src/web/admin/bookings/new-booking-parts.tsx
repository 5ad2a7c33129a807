import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegister } from 'react-hook-form';
import type { StaffPaymentMode } from '../../../domain/booking-request';
import { COUNTRY_CODES } from '../../../domain/enums';
import { ApiError } from '../../api/client';
import { errorId } from '../../ui/form/field';
import { Card } from '../ui/card';
import { Field, inputNumber, type FormFields } from '../ui/field';
import type { StaffQuote } from './api';
import { NoteFields } from './booking-fields';
import { PriceTable } from './price-table';
import type { NewBookingValues } from './use-new-booking';

type GuestFieldName =
  | 'guest.firstName'
  | 'guest.lastName'
  | 'guest.email'
  | 'guest.countryCode'
  | 'guest.phone'
  | 'guest.specialRequests'
  | 'adminNotes';

/** The guest's name, e-mail and phone, their special requests and the staff's notes. */
export function GuestCard({ fields }: { fields: FormFields<GuestFieldName> }) {
  const { id, err, input } = fields;
  return (
    <Card title="Guest">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" htmlFor={id('guest.firstName')} error={err('guest.firstName')}>
          <input autoComplete="off" {...input('guest.firstName')} />
        </Field>
        <Field label="Last Name" htmlFor={id('guest.lastName')} error={err('guest.lastName')}>
          <input autoComplete="off" {...input('guest.lastName')} />
        </Field>
        <Field label="Email" htmlFor={id('guest.email')} error={err('guest.email')}>
          <input type="email" autoComplete="off" {...input('guest.email')} />
        </Field>
        <div className="grid grid-cols-[6rem_1fr] gap-2">
          <Field label="Code" htmlFor={id('guest.countryCode')} error={err('guest.countryCode')}>
            <select {...input('guest.countryCode')}>
              {COUNTRY_CODES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
          <Field label="Phone" htmlFor={id('guest.phone')} error={err('guest.phone')}>
            <input type="tel" autoComplete="off" {...input('guest.phone')} />
          </Field>
        </div>
        <NoteFields fields={fields} requests="guest.specialRequests" className="sm:col-span-2" />
      </div>
    </Card>
  );
}

/** The server's price for the stay as typed, and whether enough units are free. */
export function PriceCard({
  quote,
  ready,
  rooms,
}: {
  quote: UseQueryResult<StaffQuote>;
  ready: boolean;
  /** The rooms typed (text). */
  rooms: string;
}) {
  const q = quote.data;
  const enough = q ? q.unitsLeft >= inputNumber(rooms) : false;
  return (
    <Card title="Price">
      <div aria-live="polite" className="text-sm">
        {!ready ? (
          <p className="text-muted">Choose a villa and dates to see the price.</p>
        ) : quote.error instanceof ApiError ? (
          <p role="alert" className="text-red-700">
            {quote.error.message}
          </p>
        ) : q ? (
          <>
            <PriceTable lines={q.lines} total={q.total} />
            <p className={`mt-2 ${enough ? 'text-green-800' : 'text-red-700'}`}>
              {enough
                ? `${q.unitsLeft} unit${q.unitsLeft === 1 ? '' : 's'} free for these nights`
                : 'Villa is no longer available for selected dates'}
            </p>
          </>
        ) : (
          <p className="text-muted">Pricing…</p>
        )}
      </div>
    </Card>
  );
}

/** Payment modes the form offers; recording money at the desk waits for the payments route. */
const MODES: { value: StaffPaymentMode; label: string; hint: string }[] = [
  {
    value: 'pay_later',
    label: 'Take payment later',
    hint: 'Rooms stay reserved until you confirm (payment received) or cancel',
  },
  {
    value: 'payment_link',
    label: 'Send a payment link by e-mail',
    hint: 'The guest pays online within 24 hours; the rooms are released if not',
  },
];

/** How the guest will pay: later, or by the e-mailed link. */
export function PaymentCard({
  fields,
  register,
}: {
  fields: FormFields<'paymentMode'>;
  register: UseFormRegister<NewBookingValues>;
}) {
  const { id, err } = fields;
  const message = err('paymentMode');
  return (
    <Card title="Payment">
      <fieldset aria-describedby={message ? errorId(id('paymentMode')) : undefined}>
        <legend className="sr-only">How the guest will pay</legend>
        <div className="flex flex-col gap-3">
          {MODES.map((m) => (
            <label key={m.value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                value={m.value}
                className="mt-0.5 size-4 accent-forest"
                {...register('paymentMode')}
              />
              <span>
                <span className="font-medium text-ink">{m.label}</span>
                <span className="block text-xs text-muted">{m.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {message ? (
          <p id={errorId(id('paymentMode'))} className="text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </fieldset>
    </Card>
  );
}

/** Books past a minimum stay or closed arrival, with the reason kept in the history. */
export function OverrideCard({ fields }: { fields: FormFields<'restrictionOverrideReason'> }) {
  const { id, err, input } = fields;
  return (
    <Card title="Override">
      <Field
        label="Reason to override"
        htmlFor={id('restrictionOverrideReason')}
        error={err('restrictionOverrideReason')}
        hint="These dates break a minimum stay or closed arrival. Give a reason and create the booking again to book them anyway; the reason is kept in the booking's history."
      >
        <textarea rows={2} maxLength={500} {...input('restrictionOverrideReason')} />
      </Field>
    </Card>
  );
}
