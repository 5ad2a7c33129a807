import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  staffBookingRequestSchemaAt,
  type StaffPaymentMode,
} from '../../../domain/booking-request';
import { COUNTRY_CODES } from '../../../domain/enums';
import { ApiError } from '../../api/client';
import { packagesQuery } from '../../api/packages';
import { villasQuery } from '../../api/villas';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Field, inputClass } from '../ui/field';
import { applyServerErrors, VALIDATION_TOAST } from '../ui/form-dialog';
import { useResortTz } from '../ui/resort-time';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BOOKINGS_KEY, createStaffBooking, staffQuoteQuery } from './api';

type Values = {
  villaId: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  rooms: string;
  packageId: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
  specialRequests: string;
  adminNotes: string;
  paymentMode: StaffPaymentMode;
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

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
const newKey = () => crypto.randomUUID();

function toBody(v: Values) {
  return {
    villaId: v.villaId,
    checkIn: v.checkIn,
    checkOut: v.checkOut,
    adults: num(v.adults),
    children: num(v.children),
    rooms: num(v.rooms),
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
  };
}

/** Server field paths (guest.firstName) → the form's flat names (firstName). */
const formField = (path: string) => (path.startsWith('guest.') ? path.slice(6) : path);

/**
 * New Booking (phone and walk-in guests): the website's booking service with the staff's rules,
 * the server's quote and free units shown as staff type, and how the guest will pay.
 */
export function NewBookingPage() {
  const uid = useId();
  const toast = useToast();
  const tz = useResortTz();
  const navigate = useNavigate();
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const { data: villas } = useQuery(villasQuery);
  const { data: packages } = useQuery(packagesQuery);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { register, handleSubmit, setError, watch, formState } = form;
  const v = watch();

  const quoteRequest = {
    villaId: v.villaId,
    checkIn: v.checkIn,
    checkOut: v.checkOut,
    adults: num(v.adults),
    children: num(v.children),
    rooms: num(v.rooms),
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
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = formField(issue.path.join('.'));
        if (seen.has(field)) continue;
        setError(
          field as keyof Values,
          { message: issue.message },
          { shouldFocus: seen.size === 0 },
        );
        seen.add(field);
      }
      toast(VALIDATION_TOAST);
      return;
    }
    create.mutate(body, {
      onError: (err) => {
        if (err instanceof ApiError && err.fields) {
          for (const [path, message] of Object.entries(err.fields))
            setError(formField(path) as keyof Values, { type: 'server', message });
          if (err.code === 'VALIDATION_ERROR') toast(VALIDATION_TOAST);
        } else applyServerErrors(form, err);
      },
    });
  });

  const id = (name: string) => `${uid}-${name}`;
  const err = (name: keyof Values) => formState.errors[name]?.message;
  const aria = (name: keyof Values) => ({
    'aria-invalid': Boolean(err(name)),
    'aria-describedby': err(name) ? `${id(name)}-error` : undefined,
  });
  const q = quote.data;

  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/admin/bookings"
        className="inline-flex w-fit items-center gap-1.5 rounded text-sm text-forest hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> All bookings
      </Link>
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
              <Field label="Villa" htmlFor={id('villaId')} error={err('villaId')}>
                <select
                  id={id('villaId')}
                  className={inputClass}
                  {...aria('villaId')}
                  {...register('villaId')}
                >
                  <option value="">Choose a villa</option>
                  {(villas ?? []).map((villa) => (
                    <option key={villa.id} value={villa.id}>
                      {villa.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Check-in" htmlFor={id('checkIn')} error={err('checkIn')}>
                <input
                  id={id('checkIn')}
                  type="date"
                  className={inputClass}
                  {...aria('checkIn')}
                  {...register('checkIn')}
                />
              </Field>
              <Field label="Check-out" htmlFor={id('checkOut')} error={err('checkOut')}>
                <input
                  id={id('checkOut')}
                  type="date"
                  min={v.checkIn || undefined}
                  className={inputClass}
                  {...aria('checkOut')}
                  {...register('checkOut')}
                />
              </Field>
              <Field label="Adults" htmlFor={id('adults')} error={err('adults')}>
                <input
                  id={id('adults')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={20}
                  className={inputClass}
                  {...aria('adults')}
                  {...register('adults')}
                />
              </Field>
              <Field label="Children" htmlFor={id('children')} error={err('children')}>
                <input
                  id={id('children')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={19}
                  className={inputClass}
                  {...aria('children')}
                  {...register('children')}
                />
              </Field>
              <Field label="Rooms" htmlFor={id('rooms')} error={err('rooms')}>
                <input
                  id={id('rooms')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={3}
                  className={inputClass}
                  {...aria('rooms')}
                  {...register('rooms')}
                />
              </Field>
              <div className="sm:col-span-3">
                <Field label="Package" htmlFor={id('packageId')} error={err('packageId')}>
                  <select
                    id={id('packageId')}
                    className={inputClass}
                    {...aria('packageId')}
                    {...register('packageId')}
                  >
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
                <input
                  id={id('firstName')}
                  autoComplete="off"
                  className={inputClass}
                  {...aria('firstName')}
                  {...register('firstName')}
                />
              </Field>
              <Field label="Last Name" htmlFor={id('lastName')} error={err('lastName')}>
                <input
                  id={id('lastName')}
                  autoComplete="off"
                  className={inputClass}
                  {...aria('lastName')}
                  {...register('lastName')}
                />
              </Field>
              <Field label="Email" htmlFor={id('email')} error={err('email')}>
                <input
                  id={id('email')}
                  type="email"
                  autoComplete="off"
                  className={inputClass}
                  {...aria('email')}
                  {...register('email')}
                />
              </Field>
              <div className="grid grid-cols-[6rem_1fr] gap-2">
                <Field label="Code" htmlFor={id('countryCode')} error={err('countryCode')}>
                  <select
                    id={id('countryCode')}
                    className={inputClass}
                    {...register('countryCode')}
                  >
                    {COUNTRY_CODES.map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </select>
                </Field>
                <Field label="Phone" htmlFor={id('phone')} error={err('phone')}>
                  <input
                    id={id('phone')}
                    type="tel"
                    autoComplete="off"
                    className={inputClass}
                    {...aria('phone')}
                    {...register('phone')}
                  />
                </Field>
              </div>
              <div className="sm:col-span-2">
                <Field
                  label="Special Requests"
                  htmlFor={id('specialRequests')}
                  error={err('specialRequests')}
                >
                  <textarea
                    id={id('specialRequests')}
                    rows={2}
                    className={inputClass}
                    {...aria('specialRequests')}
                    {...register('specialRequests')}
                  />
                </Field>
              </div>
              <div className="sm:col-span-2">
                <Field
                  label="Admin Notes"
                  htmlFor={id('adminNotes')}
                  error={err('adminNotes')}
                  hint="Internal; never shown to the guest"
                >
                  <textarea
                    id={id('adminNotes')}
                    rows={2}
                    className={inputClass}
                    {...aria('adminNotes')}
                    {...register('adminNotes')}
                  />
                </Field>
              </div>
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
                  <table className="w-full">
                    <caption className="sr-only">Price lines</caption>
                    <tbody>
                      {q.lines.map((l, i) => (
                        <tr key={`${l.label}-${i}`}>
                          <th scope="row" className="py-0.5 text-left font-normal text-muted">
                            {l.label}
                          </th>
                          <td className="py-0.5 text-right">{formatInr(l.amount)}</td>
                        </tr>
                      ))}
                      <tr className="border-t border-sand font-semibold">
                        <th scope="row" className="pt-1.5 text-left">
                          Total
                        </th>
                        <td className="pt-1.5 text-right">{formatInr(q.total)}</td>
                      </tr>
                    </tbody>
                  </table>
                  <p
                    className={`mt-2 ${q.unitsLeft >= num(v.rooms) ? 'text-green-800' : 'text-red-700'}`}
                  >
                    {q.unitsLeft >= num(v.rooms)
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
