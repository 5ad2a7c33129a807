import { LEGAL_PAGES, type LegalPageId } from '../../domain/legal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarCheck, Loader2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formatLongDate, nightsBetween } from '../../domain/dates';
import { COUNTRY_CODES } from '../../domain/enums';
import {
  checkPhone,
  consentSchema,
  GUEST_MESSAGES,
  guestDetailsSchema,
} from '../../domain/guest-form';
import { createBooking, type CreatedBooking } from '../api/bookings';
import { ApiError } from '../api/client';
import { quoteQuery } from '../api/quote';
import { formatInr } from '../ui/format';
import { SmartImage } from '../ui/smart-image';
import { useToast } from '../ui/toast';
import { useBooking } from './booking-context';
import { newSessionId } from './booking-draft';
import { EditButton } from './edit-button';
import { BookingConfirmed, type PaidOutcome } from './booking-confirmed';
import { PaymentArea } from './payment-area';
import { PriceBreakdown } from './price-breakdown';
import { PromoCodeField } from './promo-code-field';
import { StepHeading } from './step-heading';

const formSchema = z.object({ guest: guestDetailsSchema, ...consentSchema.shape });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The shared schema checks the phone only once the other fields pass; show its error at once too. */
const schemaResolver = zodResolver(formSchema) as Resolver<FormInput, unknown, FormOutput>;
const resolver: Resolver<FormInput, unknown, FormOutput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const guestErrors = (result.errors as { guest?: Record<string, unknown> }).guest;
  if (Object.keys(result.errors).length > 0 && !guestErrors?.phone && values.guest?.countryCode) {
    const phone = checkPhone(values.guest.countryCode, values.guest.phone ?? '');
    if ('message' in phone) {
      const errors = result.errors as Record<string, unknown>;
      errors.guest = { ...guestErrors, phone: { type: 'custom', message: phone.message } };
    }
  }
  return result;
};

const inputClass =
  'w-full rounded-lg border border-sand bg-white px-3 py-2.5 text-ink shadow-sm focus-visible:border-forest aria-invalid:border-red-700';

export function StepConfirm() {
  const { draft, dispatch, finish, lockedRef } = useBooking();
  const toast = useToast();
  const [booking, setBooking] = useState<CreatedBooking | null>(null);
  const [outcome, setOutcome] = useState<PaidOutcome | null>(null);
  const idempotencyKey = useRef(newSessionId());
  const { checkIn, checkOut, selectedVilla, selectedPackage } = draft;
  const nights = nightsBetween(checkIn, checkOut);
  const quote = useQuery({
    ...quoteQuery({
      villaId: selectedVilla?.id ?? '',
      checkIn: checkIn ?? '',
      checkOut: checkOut ?? '',
      adults: draft.adults,
      children: draft.children,
      rooms: draft.rooms,
      ...(selectedPackage ? { packageId: selectedPackage.id } : {}),
      ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
    }),
    enabled: !!selectedVilla && !!checkIn && !!checkOut,
  });

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      guest: {
        firstName: draft.guestDetails.firstName,
        lastName: draft.guestDetails.lastName,
        email: draft.guestDetails.email,
        phone: draft.guestDetails.phone,
        countryCode: (draft.guestDetails.countryCode || '+91') as (typeof COUNTRY_CODES)[number],
        specialRequests: draft.guestDetails.specialRequests,
      },
      acceptTerms: false as unknown as true,
      marketingConsent: false,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const values = useWatch({ control });
  const creating = formState.isSubmitting;
  const requiredFilled =
    !!values.guest?.firstName?.trim() &&
    !!values.guest?.lastName?.trim() &&
    !!values.guest?.email?.trim() &&
    !!values.guest?.phone?.trim() &&
    values.acceptTerms === true;

  // Back and Edit keep what the guest has typed so far (it is only saved on submit otherwise).
  const leaveTo = (step: 1 | 3) => {
    const g = form.getValues('guest');
    dispatch({
      type: 'setGuestDetails',
      details: {
        firstName: g.firstName ?? '',
        lastName: g.lastName ?? '',
        email: g.email ?? '',
        phone: g.phone ?? '',
        countryCode: g.countryCode ?? '+91',
        specialRequests: g.specialRequests ?? '',
      },
    });
    dispatch({ type: 'setStep', step });
  };

  const invalid = () =>
    toast({
      type: 'error',
      title: GUEST_MESSAGES.formFailedTitle,
      message: GUEST_MESSAGES.formFailed,
    });

  const onSubmit = async (data: FormOutput) => {
    if (!selectedVilla || !checkIn || !checkOut) return;
    dispatch({
      type: 'setGuestDetails',
      details: { ...data.guest, specialRequests: data.guest.specialRequests ?? '' },
    });
    try {
      const created = await createBooking(
        {
          sessionId: draft.sessionId,
          villaId: selectedVilla.id,
          checkIn,
          checkOut,
          adults: draft.adults,
          children: draft.children,
          rooms: draft.rooms,
          ...(selectedPackage ? { packageId: selectedPackage.id } : {}),
          ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
          safaris: draft.selectedSafaris.map((s) => ({
            date: s.date,
            timing: s.timing,
            persons: s.persons,
          })),
          guest: data.guest,
          acceptTerms: data.acceptTerms,
          marketingConsent: data.marketingConsent,
        },
        idempotencyKey.current,
      );
      setBooking(created);
      lockedRef.current = true;
      toast({
        type: 'success',
        title: 'Booking Created',
        message: 'Your booking has been created successfully. Please proceed with payment.',
      });
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500)
        idempotencyKey.current = newSessionId();
      const formFields =
        err instanceof ApiError && err.code === 'VALIDATION_ERROR' && err.fields
          ? Object.entries(err.fields).filter(
              ([field]) => field.startsWith('guest.') || field === 'acceptTerms',
            )
          : [];
      if (formFields.length > 0) {
        for (const [field, message] of formFields)
          setError(field as FieldPath<FormInput>, { message });
        invalid();
        return;
      }
      // Anything else (e.g. a safari no longer within the stay) has no field below to show it: say it.
      toast({
        type: 'error',
        title: 'Booking Failed',
        message: err instanceof ApiError ? err.message : 'Booking creation failed',
      });
    }
  };

  if (outcome && booking) return <BookingConfirmed booking={booking} outcome={outcome} />;

  const errors = formState.errors;
  const guestError = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'specialRequests' | 'countryCode',
  ) => errors.guest?.[name]?.message;

  return (
    <div className="space-y-5">
      <StepHeading title="Confirm Your Stay">
        {nights} {nights === 1 ? 'night' : 'nights'} · {checkIn ? formatLongDate(checkIn) : ''} to{' '}
        {checkOut ? formatLongDate(checkOut) : ''}
      </StepHeading>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-5">
          <form
            noValidate
            onSubmit={handleSubmit(onSubmit, invalid)}
            aria-labelledby="guest-info-heading"
            className="rounded-2xl border border-sand bg-white p-4 shadow-sm sm:p-5"
          >
            <fieldset disabled={!!booking} className="space-y-4">
              <h3 id="guest-info-heading" className="text-xl">
                Guest Information
              </h3>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="first-name" label="First Name" error={guestError('firstName')}>
                  <input
                    id="first-name"
                    autoComplete="given-name"
                    className={inputClass}
                    aria-invalid={!!guestError('firstName')}
                    aria-describedby={guestError('firstName') ? 'first-name-error' : undefined}
                    {...register('guest.firstName')}
                  />
                </Field>
                <Field id="last-name" label="Last Name" error={guestError('lastName')}>
                  <input
                    id="last-name"
                    autoComplete="family-name"
                    className={inputClass}
                    aria-invalid={!!guestError('lastName')}
                    aria-describedby={guestError('lastName') ? 'last-name-error' : undefined}
                    {...register('guest.lastName')}
                  />
                </Field>
                <Field id="email" label="Email" error={guestError('email')}>
                  <input
                    id="email"
                    type="email"
                    autoComplete="email"
                    className={inputClass}
                    aria-invalid={!!guestError('email')}
                    aria-describedby={guestError('email') ? 'email-error' : undefined}
                    {...register('guest.email')}
                  />
                </Field>
                <Field id="phone" label="Phone" error={guestError('phone')}>
                  <div className="flex gap-2">
                    <select
                      aria-label="Country code"
                      className="w-24 shrink-0 rounded-lg border border-sand bg-white px-2 py-2.5 text-ink shadow-sm focus-visible:border-forest"
                      {...register('guest.countryCode')}
                    >
                      {COUNTRY_CODES.map((code) => (
                        <option key={code} value={code}>
                          {code}
                        </option>
                      ))}
                    </select>
                    <input
                      id="phone"
                      type="tel"
                      autoComplete="tel-national"
                      inputMode="tel"
                      className={`${inputClass} min-w-0`}
                      aria-invalid={!!guestError('phone')}
                      aria-describedby={guestError('phone') ? 'phone-error' : undefined}
                      {...register('guest.phone')}
                    />
                  </div>
                </Field>
              </div>
              <Field
                id="special-requests"
                label="Special Requests (optional)"
                error={guestError('specialRequests')}
              >
                <textarea
                  id="special-requests"
                  rows={3}
                  className={inputClass}
                  {...register('guest.specialRequests')}
                />
              </Field>
              <div className="space-y-2">
                <label className="flex items-start gap-2.5 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-forest"
                    aria-describedby={errors.acceptTerms ? 'terms-error' : undefined}
                    {...register('acceptTerms')}
                  />
                  <span>
                    I agree to the <PolicyLink page="terms" />, <PolicyLink page="privacy" /> and{' '}
                    <PolicyLink page="cancellation-policy" />.
                  </span>
                </label>
                <label className="flex items-start gap-2.5 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-forest"
                    {...register('marketingConsent')}
                  />
                  <span>Send me news and offers from Village Machaan (optional).</span>
                </label>
                {errors.acceptTerms ? (
                  <p id="terms-error" className="text-sm text-red-800">
                    {errors.acceptTerms.message}
                  </p>
                ) : null}
              </div>
              {!booking && quote.data ? (
                // On phones the Stay Summary is below the form: show what the guest is about to book for.
                <p className="flex items-baseline justify-between gap-2 border-t border-sand pt-3 lg:hidden">
                  <span className="text-sm text-muted">Total (incl. taxes)</span>
                  <strong className="text-lg text-forest">{formatInr(quote.data.total)}</strong>
                </p>
              ) : null}
              {!booking ? (
                <button
                  type="submit"
                  disabled={!requiredFilled || creating}
                  className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-forest px-5 py-3 font-semibold text-white hover:bg-moss disabled:cursor-not-allowed disabled:bg-sand disabled:text-muted sm:w-auto"
                >
                  {creating ? (
                    <Loader2 aria-hidden className="size-4 animate-spin" />
                  ) : (
                    <CalendarCheck aria-hidden className="size-4" />
                  )}
                  Proceed to Payment
                </button>
              ) : null}
            </fieldset>
          </form>

          {booking ? (
            <PaymentArea
              booking={booking}
              contact={`${draft.guestDetails.countryCode}${draft.guestDetails.phone}`}
              onPaid={(paid) => {
                finish();
                setTimeout(() => setOutcome(paid), 2000);
              }}
            />
          ) : (
            <button
              type="button"
              onClick={() => leaveTo(3)}
              className="inline-flex items-center gap-2 rounded-full border border-forest px-5 py-2.5 font-medium text-forest hover:bg-sand"
            >
              <ArrowLeft aria-hidden className="size-4" /> Back to Safari Selection
            </button>
          )}
        </div>

        <aside className="min-w-0">
          <section
            aria-labelledby="stay-summary-heading"
            className="space-y-3 rounded-2xl border border-sand bg-white p-4 shadow-sm"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id="stay-summary-heading" className="text-xl">
                Stay Summary
              </h3>
              {!booking ? <EditButton label="Edit stay" onClick={() => leaveTo(1)} /> : null}
            </div>
            <SmartImage
              src={selectedVilla?.images[0]}
              alt={selectedVilla?.name ?? ''}
              width={480}
              height={300}
              className="aspect-[8/5] w-full rounded-xl"
            />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-muted">Arriving</dt>
                <dd className="font-medium">{checkIn ? formatLongDate(checkIn) : '—'}</dd>
              </div>
              <div>
                <dt className="text-muted">Departing</dt>
                <dd className="font-medium">{checkOut ? formatLongDate(checkOut) : '—'}</dd>
              </div>
              <div>
                <dt className="text-muted">Guests</dt>
                <dd className="font-medium">
                  {draft.adults} {draft.adults === 1 ? 'adult' : 'adults'}, {draft.children}{' '}
                  {draft.children === 1 ? 'child' : 'children'}
                </dd>
              </div>
              <div>
                <dt className="text-muted">Villa</dt>
                <dd className="font-medium">
                  {selectedVilla?.name}
                  {draft.rooms > 1 ? ` × ${draft.rooms} rooms` : ''}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-muted">Package</dt>
                <dd className="font-medium">{selectedPackage?.name ?? 'No package (room only)'}</dd>
              </div>
            </dl>
            <div className="rounded-xl bg-cream p-3">
              {quote.data ? (
                <PriceBreakdown quote={quote.data} label="Price breakdown" />
              ) : quote.isError ? (
                <p className="text-sm text-red-800">{quote.error.message}</p>
              ) : (
                <p className="text-sm text-muted">Calculating your total...</p>
              )}
              {!booking ? <PromoCodeField /> : null}
            </div>
            <div>
              <div className="flex items-center justify-between gap-2">
                <h4 className="font-serif text-lg text-forest">Safari Enquiries</h4>
                {!booking ? (
                  <EditButton label="Edit safari enquiries" onClick={() => leaveTo(3)} />
                ) : null}
              </div>
              {draft.selectedSafaris.length === 0 ? (
                <p className="text-sm text-muted">No safaris requested.</p>
              ) : (
                <ul className="mt-1 space-y-1 text-sm">
                  {draft.selectedSafaris.map((s) => (
                    <li key={s.id} className="flex flex-wrap justify-between gap-2">
                      <span>
                        {s.name} · {formatLongDate(s.date)} · {s.timing} · {s.persons}{' '}
                        {s.persons === 1 ? 'person' : 'persons'}
                      </span>
                      <span className="rounded-full bg-amber/15 px-2 text-xs font-semibold text-bark">
                        Pending Confirmation
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {quote.data ? (
              <p className="flex items-baseline justify-between border-t border-sand pt-2">
                <span className="font-medium">Total</span>
                <strong className="text-xl text-forest">
                  {formatInr(booking?.total ?? quote.data.total)}
                </strong>
              </p>
            ) : null}
          </section>
        </aside>
      </div>
    </div>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Opens the policy in a new tab: the booking in progress stays as it is. */
function PolicyLink({ page }: { page: LegalPageId }) {
  return (
    <a
      href={LEGAL_PAGES[page].path}
      target="_blank"
      rel="noopener"
      className="text-forest underline hover:text-moss"
    >
      {LEGAL_PAGES[page].title}
    </a>
  );
}
