import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewInputSchema } from '../../../domain/reviews';
import type { GuestReviewState } from '../../../server/reviews/contract';
import { ApiError } from '../../api/client';
import { fetchGuestReview, sendGuestReview } from '../../api/guest-booking';
import { GuestButton } from '../../ui/form/button';
import { errorId, Field, useFormFields } from '../../ui/form/field';
import { FormError } from '../../ui/form/form-dialog';
import { useZodForm } from '../../ui/form/use-zod-form';

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
  const client = useQueryClient();
  const form = useZodForm({
    schema: reviewInputSchema,
    defaultValues: { rating: '', body: '' },
    toInput: (v: { rating: string; body: string }) => ({ rating: Number(v.rating), body: v.body }),
    invalidToast: null,
  });
  const { id, err, input } = useFormFields(form, { look: 'guest' });
  const rating = Number(form.watch('rating'));
  const send = useMutation({
    mutationFn: (input: { rating: number; body: string }) =>
      sendGuestReview(code, accessToken, input),
    onSuccess: (state) => client.setQueryData(reviewKey(code), state),
    onError: (e) => {
      if (form.serverErrors(e, { anyCode: true }) > 0) return;
      form.setError('root.server', {
        message:
          e instanceof ApiError ? e.message : 'Your review could not be sent. Please try again.',
      });
    },
  });
  const submit = form.onValid((review) => send.mutate(review));
  const ratingError = err('rating');
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4">
      <fieldset aria-describedby={ratingError ? errorId(id('rating')) : undefined}>
        <legend className="text-sm font-medium">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input type="radio" value={n} {...form.register('rating')} className="peer sr-only" />
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
        {ratingError ? (
          <p id={errorId(id('rating'))} className="mt-1 text-sm text-red-700">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <Field
        look="guest"
        label="A few words about your stay"
        htmlFor={id('body')}
        error={err('body')}
      >
        <textarea rows={4} {...input('body')} />
      </Field>
      <FormError message={form.formError()} />
      <div>
        <GuestButton type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send review'}
        </GuestButton>
      </div>
    </form>
  );
}
