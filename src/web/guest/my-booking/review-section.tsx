import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { reviewInputSchema } from '../../../domain/reviews';
import type { GuestReviewState } from '../../../server/reviews/contract';
import { ApiError } from '../../api/client';
import { fetchGuestReview, sendGuestReview } from '../../api/guest-booking';

const reviewKey = (code: string) => ['guest-review', code] as const;

const STATUS_TEXT: Record<NonNullable<GuestReviewState['review']>['status'], string> = {
  pending: 'Thank you! Your review will appear on our website once the team has read it.',
  approved: 'Thank you! Your review is on our website.',
  hidden: 'Thank you for your review.',
};

/**
 * "Review your stay" on the guest's booking page (decision 0131): only with the private link's
 * token (an e-mail address alone proves nothing). Pending until staff approve it.
 */
export function ReviewSection({ code, accessToken }: { code: string; accessToken: string }) {
  const query = useQuery({
    queryKey: reviewKey(code),
    queryFn: ({ signal }) => fetchGuestReview(code, accessToken, signal),
  });
  const s = query.data;
  if (!s || (!s.canReview && !s.review)) return null;
  return (
    <section
      id="review"
      aria-labelledby="review-heading"
      className="scroll-mt-4 rounded-2xl border border-sand bg-white p-4 shadow-sm print:hidden"
    >
      <h2 id="review-heading" className="text-xl">
        Review your stay
      </h2>
      {s.review ? (
        <p className="mt-2" role="status">
          {STATUS_TEXT[s.review.status]}
        </p>
      ) : (
        <ReviewForm code={code} accessToken={accessToken} />
      )}
    </section>
  );
}

function ReviewForm({ code, accessToken }: { code: string; accessToken: string }) {
  const uid = useId();
  const client = useQueryClient();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (input: { rating: number; body: string }) =>
      sendGuestReview(code, accessToken, input),
    onSuccess: (state) => client.setQueryData(reviewKey(code), state),
    onError: (err) =>
      setErrors(
        err instanceof ApiError
          ? (err.fields ?? { form: err.message })
          : { form: 'Your review could not be sent. Please try again.' },
      ),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating, body });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4">
      <fieldset aria-describedby={errors.rating ? `${uid}-rating-error` : undefined}>
        <legend className="text-sm font-medium">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name={`${uid}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className={`block rounded px-1 text-3xl leading-none peer-focus-visible:outline-3 peer-focus-visible:outline-amber ${n <= rating ? 'text-amber' : 'text-stone-400'}`}
              >
                ★
              </span>
              <span className="sr-only">
                {n} star{n === 1 ? '' : 's'}
              </span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${uid}-rating-error`} className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${uid}-body`} className="text-sm font-medium">
          A few words about your stay
        </label>
        <textarea
          id={`${uid}-body`}
          rows={4}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={Boolean(errors.body)}
          aria-describedby={errors.body ? `${uid}-body-error` : undefined}
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        />
        {errors.body ? (
          <p id={`${uid}-body-error`} className="text-sm text-red-700">
            {errors.body}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={send.isPending}
          className="rounded-lg bg-forest px-4 py-2 font-medium text-white hover:bg-moss disabled:opacity-60"
        >
          {send.isPending ? 'Sending…' : 'Send review'}
        </button>
      </div>
    </form>
  );
}
