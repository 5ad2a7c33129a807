import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  staffBookingRequestSchemaAt,
  type StaffPaymentMode,
} from '../../../domain/booking-request';
import { COUNTRY_CODES } from '../../../domain/enums';
import { isStayRestrictionMessage } from '../../../domain/stay-restrictions';
import { ApiError } from '../../api/client';
import { packagesQuery } from '../../api/packages';
import { villasQuery } from '../../api/villas';
import { formatInr } from '../../ui/format';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Field, inputNumber, useFormFields } from '../ui/field';
import { useResortTz } from '../ui/resort-time';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BOOKINGS_KEY, createStaffBooking, staffQuoteQuery } from './api';
import { AllBookingsLink } from './all-bookings-link';
import { PriceTable } from './price-table';
import {
  NoteFields,
  stayOf,
  StayFields,
  useBookingFormErrors,
  type BookingFieldValues,
} from './booking-fields';

type Values = BookingFieldValues & {
  packageId: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: (typeof COUNTRY_CODES)[number];
  phone: string;
  paymentMode: StaffPaymentMode;
  restrictionOverrideReason: string;
};

const EMPTY: Values = {
  villaId: '',
  checkIn: '',
  checkOut: '',
  adults: '2',
  children: '0',
  rooms: '1',
  packageId: 'basic-stay',
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '+91',
  phone: '',
  specialRequests: '',
  adminNotes: '',
  paymentMode: 'pay_later',
  restrictionOverrideReason: '',
};

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

const newKey = () => crypto.randomUUID();

function toBody(v: Values) {
  return {
    ...stayOf(v),
    packageId: v.packageId || null,
    guest: {
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      countryCode: v.countryCode,
      phone: v.phone,
      specialRequests: v.specialRequests || undefined,
    },
    paymentMode: v.paymentMode,
    adminNotes: v.adminNotes.trim() || undefined,
    restrictionOverrideReason: v.restrictionOverrideReason.trim() || undefined,
  };
}

/** Server field paths (guest.firstName) → the form's flat names (firstName). */
const formField = (path: string) => (path.startsWith('guest.') ? path.slice(6) : path);

/**
 * New Booking (phone and walk-in guests): the website's booking service with the staff's rules,
 * the server's quote and free units shown as staff type, and how the guest will pay.
 */
export function NewBookingPage() {
  const tz = useResortTz();
  const navigate = useNavigate();
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const { data: villas } = useQuery(villasQuery);
  const { data: packages } = useQuery(packagesQuery);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { register, handleSubmit, watch, formState } = form;
  const fields = useFormFields(form);
  const { showIssues, onServerError } = useBookingFormErrors(form, formField);
  const v = watch();
  // Shown once the server refuses a minimum stay or closed arrival (decision 0127).
  const [overridable, setOverridable] = useState(false);

  const quoteRequest = {
    ...stayOf(v),
    packageId: v.packageId || undefined,
  };
  const quoteReady =
    Boolean(v.villaId && v.checkIn && v.checkOut && v.checkOut > v.checkIn) &&
    [quoteRequest.adults, quoteRequest.children, quoteRequest.rooms].every(Number.isFinite);
  const quote = useQuery(staffQuoteQuery(quoteRequest, quoteReady));

  const create = useAdminMutation({
    mutationFn: (body: ReturnType<typeof toBody>) => createStaffBooking(body, idempotencyKey),
    invalidate: [BOOKINGS_KEY],
    success: (b) => ({
      type: 'success',
      title: 'Booking Created',
      message: b.paymentLinkSent
        ? `Booking ${b.bookingId} created; payment link e-mailed to ${b.email}`
        : `Booking ${b.bookingId} created for ${b.guestName}`,
    }),
    failure: { title: 'Booking Failed', message: 'Failed to create booking' },
    onSuccess: (b) => {
      setIdempotencyKey(newKey());
      void navigate(`/admin/bookings/${encodeURIComponent(b.bookingId)}`);
    },
  });

  const onSubmit = handleSubmit((values) => {
    const body = toBody(values);
    const parsed = staffBookingRequestSchemaAt({ now: new Date(), timeZone: tz }).safeParse(body);
    if (!parsed.success) {
      // The first message per field (a blank name also fails the letters rule).
      showIssues(
        parsed.error.issues.map((issue) => [formField(issue.path.join('.')), issue.message]),
      );
      return;
    }
    create.mutate(body, {
      onError: (err) => {
        onServerError(err);
        if (
          err instanceof ApiError &&
          [err.message, ...Object.values(err.fields ?? {})].some(isStayRestrictionMessage)
        )
          setOverridable(true);
      },
    });
  });

  const { id, err, input } = fields;
  const q = quote.data;

  return (
    <div className="flex flex-col gap-5">
      <AllBookingsLink />
      <div>
        <h1 className="text-2xl sm:text-3xl">New Booking</h1>
        <p className="text-sm text-muted">
          A phone or walk-in guest: priced and reserved exactly like a website booking.
        </p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_20rem]"
      >
        <div className="flex flex-col gap-4">
          <Card title="Stay">
            <div className="grid gap-4 sm:grid-cols-3">
              <StayFields
                fields={fields}
                villas={villas ?? []}
                checkIn={v.checkIn}
                placeholder="Choose a villa"
              />
              <div className="sm:col-span-3">
                <Field label="Package" htmlFor={id('packageId')} error={err('packageId')}>
                  <select {...input('packageId')}>
                    {(packages ?? []).map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name} (
                        {p.price ? `${formatInr(p.price)} ${p.duration.toLowerCase()}` : 'Free'})
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
            </div>
          </Card>
          <Card title="Guest">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First Name" htmlFor={id('firstName')} error={err('firstName')}>
                <input autoComplete="off" {...input('firstName')} />
              </Field>
              <Field label="Last Name" htmlFor={id('lastName')} error={err('lastName')}>
                <input autoComplete="off" {...input('lastName')} />
              </Field>
              <Field label="Email" htmlFor={id('email')} error={err('email')}>
                <input type="email" autoComplete="off" {...input('email')} />
              </Field>
              <div className="grid grid-cols-[6rem_1fr] gap-2">
                <Field label="Code" htmlFor={id('countryCode')} error={err('countryCode')}>
                  <select {...input('countryCode')}>
                    {COUNTRY_CODES.map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </select>
                </Field>
                <Field label="Phone" htmlFor={id('phone')} error={err('phone')}>
                  <input type="tel" autoComplete="off" {...input('phone')} />
                </Field>
              </div>
              <NoteFields fields={fields} className="sm:col-span-2" />
            </div>
          </Card>
        </div>

        <div className="flex flex-col gap-4">
          <Card title="Price">
            <div aria-live="polite" className="text-sm">
              {!quoteReady ? (
                <p className="text-muted">Choose a villa and dates to see the price.</p>
              ) : quote.error instanceof ApiError ? (
                <p role="alert" className="text-red-700">
                  {quote.error.message}
                </p>
              ) : q ? (
                <>
                  <PriceTable lines={q.lines} total={q.total} />
                  <p
                    className={`mt-2 ${q.unitsLeft >= inputNumber(v.rooms) ? 'text-green-800' : 'text-red-700'}`}
                  >
                    {q.unitsLeft >= inputNumber(v.rooms)
                      ? `${q.unitsLeft} unit${q.unitsLeft === 1 ? '' : 's'} free for these nights`
                      : 'Villa is no longer available for selected dates'}
                  </p>
                </>
              ) : (
                <p className="text-muted">Pricing…</p>
              )}
            </div>
          </Card>
          <Card title="Payment">
            <fieldset
              aria-describedby={err('paymentMode') ? `${id('paymentMode')}-error` : undefined}
            >
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
              {err('paymentMode') ? (
                <p id={`${id('paymentMode')}-error`} className="text-sm text-red-700">
                  {err('paymentMode')}
                </p>
              ) : null}
            </fieldset>
          </Card>
          {overridable ? (
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
          ) : null}
          {formState.errors.root?.server?.message ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {formState.errors.root.server.message}
            </p>
          ) : null}
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Booking'}
          </Button>
        </div>
      </form>
    </div>
  );
}
