import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '../api/client';
import { guestInputClass } from '../ui/form/styles';
import { quoteQuery } from '../api/quote';
import { useBooking } from './booking-context';

/**
 * "Promo code" in step 4 (decision 0128): the server prices the stay with the code; when it refuses
 * the code its reason shows under the field, and the price stays as it was.
 */
export function PromoCodeField() {
  const { draft, dispatch } = useBooking();
  const queryClient = useQueryClient();
  const uid = useId();
  const [text, setText] = useState(draft.promoCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { selectedVilla, checkIn, checkOut, selectedPackage } = draft;

  const apply = async () => {
    const code = text.trim();
    if (!code) return setError('Enter a promo code');
    if (!selectedVilla || !checkIn || !checkOut) return;
    setBusy(true);
    setError(null);
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
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.fields?.promoCode ?? err.message)
          : 'Could not check the promo code. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  if (draft.promoCode)
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" role="status">
        <span className="font-medium text-moss">Promo code {draft.promoCode} applied</span>
        <button
          type="button"
          className="rounded px-2 py-1 text-forest underline hover:bg-sand"
          onClick={() => {
            dispatch({ type: 'setPromoCode', code: null });
            setText('');
          }}
        >
          Remove
        </button>
      </p>
    );
  return (
    <div className="mt-3">
      <label htmlFor={`${uid}-promo`} className="mb-1 block text-sm font-medium text-ink">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          id={`${uid}-promo`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${uid}-promo-error` : undefined}
          className={`${guestInputClass} min-w-0 flex-1 uppercase`}
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
        <p id={`${uid}-promo-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
