import { CalendarCheck, Loader2 } from 'lucide-react';
import { COUNTRY_CODES } from '../../domain/enums';
import { LEGAL_PAGES, type LegalPageId } from '../../domain/legal-pages';
import { errorId, Field, useFormFields } from '../ui/form/field';
import { guestInputClass } from '../ui/form/styles';
import { formatInr } from '../ui/format';
import type { useGuestStep } from './use-guest-step';

type Step = ReturnType<typeof useGuestStep>;

/** The ids the guest's fields have always had (links and tests point at them). */
const IDS = {
  'guest.firstName': 'first-name',
  'guest.lastName': 'last-name',
  'guest.email': 'email',
  'guest.phone': 'phone',
  'guest.specialRequests': 'special-requests',
  acceptTerms: 'terms',
};

/**
 * Guest Information: name, e-mail, phone, special requests, the terms and the news consent, and
 * "Proceed to Payment" (locked once the booking is made).
 */
export function GuestDetailsForm({
  step,
  total,
}: {
  step: Step;
  /** The quote's total, shown above the button on phones. */
  total: number | undefined;
}) {
  const { form, onSubmit, booking, creating, requiredFilled } = step;
  const { id, err, input } = useFormFields(form, { look: 'guest', ids: IDS });
  const termsError = err('acceptTerms');
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="guest-info-heading"
      className="rounded-2xl border border-sand bg-white p-4 shadow-sm sm:p-5"
    >
      <fieldset disabled={!!booking} className="space-y-4">
        <h3 id="guest-info-heading" className="text-xl">
          Guest Information
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            look="guest"
            label="First Name"
            htmlFor={id('guest.firstName')}
            error={err('guest.firstName')}
          >
            <input autoComplete="given-name" {...input('guest.firstName')} />
          </Field>
          <Field
            look="guest"
            label="Last Name"
            htmlFor={id('guest.lastName')}
            error={err('guest.lastName')}
          >
            <input autoComplete="family-name" {...input('guest.lastName')} />
          </Field>
          <Field look="guest" label="Email" htmlFor={id('guest.email')} error={err('guest.email')}>
            <input type="email" autoComplete="email" {...input('guest.email')} />
          </Field>
          <Field look="guest" label="Phone" htmlFor={id('guest.phone')} error={err('guest.phone')}>
            <div className="flex gap-2">
              <select
                aria-label="Country code"
                className="w-24 shrink-0 rounded-lg border border-sand bg-white px-2 py-2.5 text-ink shadow-sm focus-visible:border-forest"
                {...form.register('guest.countryCode')}
              >
                {COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
              <input
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                {...input('guest.phone')}
                className={`${guestInputClass} min-w-0`}
              />
            </div>
          </Field>
        </div>
        <Field
          look="guest"
          label="Special Requests (optional)"
          htmlFor={id('guest.specialRequests')}
          error={err('guest.specialRequests')}
        >
          <textarea rows={3} {...input('guest.specialRequests')} />
        </Field>
        <div className="space-y-2">
          <label className="flex items-start gap-2.5 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-forest"
              aria-describedby={termsError ? errorId(id('acceptTerms')) : undefined}
              {...form.register('acceptTerms')}
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
              {...form.register('marketingConsent')}
            />
            <span>Send me news and offers from Village Machaan (optional).</span>
          </label>
          {termsError ? (
            <p id={errorId(id('acceptTerms'))} className="text-sm text-red-800">
              {termsError}
            </p>
          ) : null}
        </div>
        {!booking && total !== undefined ? (
          // On phones the Stay Summary is below the form: show what the guest is about to book for.
          <p className="flex items-baseline justify-between gap-2 border-t border-sand pt-3 lg:hidden">
            <span className="text-sm text-muted">Total (incl. taxes)</span>
            <strong className="text-lg text-forest">{formatInr(total)}</strong>
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
