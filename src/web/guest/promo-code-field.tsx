import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { promoCodeEntrySchema } from '../../domain/stay-request';
import { ApiError } from '../api/client';
import { quoteQuery } from '../api/quote';
import { errorId, useFormFields } from '../ui/form/field';
import { useZodForm } from '../ui/form/use-zod-form';
import { useBooking } from './booking-context';

/**
 * "Promo code" in step 4 (decision 0128): the server prices the stay with the code; when it refuses
 * the code its reason shows under the field, and the price stays as it was. The field sits inside
 * the guest details form, so it is a group with its own button, not a form of its own.
 */
export function PromoCodeField() {
  const { draft, dispatch } = useBooking();
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: promoCodeEntrySchema,
    defaultValues: { promoCode: draft.promoCode ?? '' },
    invalidToast: null,
    shouldFocusError: false,
  });
  const { id, err, input } = useFormFields(form, { look: 'guest' });
  const { selectedVilla, checkIn, checkOut, selectedPackage } = draft;
  const busy = form.formState.isSubmitting;

  const apply = form.onValid(async ({ promoCode: code }) => {
    if (!selectedVilla || !checkIn || !checkOut) return;
    try {
      await queryClient.fetchQuery(
        quoteQuery({
          villaId: selectedVilla.id,
          checkIn,
          checkOut,
          adults: draft.adults,
          children: draft.children,
          rooms: draft.rooms,
          ...(selectedPackage ? { packageId: selectedPackage.id } : {}),
          promoCode: code,
        }),
      );
      dispatch({ type: 'setPromoCode', code: code.toUpperCase() });
    } catch (e) {
      if (form.serverErrors(e, { anyCode: true, others: 'skip' }) > 0) return;
      form.setError('promoCode', {
        message:
          e instanceof ApiError ? e.message : 'Could not check the promo code. Please try again.',
      });
    }
  });

  if (draft.promoCode)
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" role="status">
        <span className="font-medium text-moss">Promo code {draft.promoCode} applied</span>
        <button
          type="button"
          className="rounded px-2 py-1 text-forest underline hover:bg-sand"
          onClick={() => {
            dispatch({ type: 'setPromoCode', code: null });
            form.reset({ promoCode: '' });
          }}
        >
          Remove
        </button>
      </p>
    );
  const error = err('promoCode');
  const field = input('promoCode');
  return (
    <div className="mt-3">
      <label htmlFor={id('promoCode')} className="mb-1 block text-sm font-medium text-ink">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          {...field}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          className={`${field.className} min-w-0 flex-1 uppercase`}
        />
        <button
          type="button"
          onClick={() => void apply()}
          disabled={busy}
          className="inline-flex items-center gap-1 rounded-full border-2 border-forest px-4 py-2 text-sm font-medium text-forest hover:bg-sand disabled:opacity-60"
        >
          {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          Apply
        </button>
      </div>
      {error ? (
        <p id={errorId(id('promoCode'))} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
