import { useQuery } from '@tanstack/react-query';
import { Check, EyeOff, Undo2 } from 'lucide-react';
import type { AdminReview } from '../../../server/reviews/contract';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { decideReview as decide, reviewsKey, reviewsQuery } from './api';

const STATUS_LABEL: Record<AdminReview['status'], string> = {
  pending: 'Awaiting approval',
  approved: 'On the home page',
  hidden: 'Hidden',
};
const STATUS_TONE: Record<AdminReview['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  hidden: 'bg-stone-200 text-stone-800',
};

/** Guest reviews (decision 0131): approve to show on the home page, or hide. */
export function ReviewsList() {
  const query = useQuery(reviewsQuery);
  const mutation = useAdminMutation({
    mutationFn: decide,
    invalidate: [reviewsKey],
    success: (_r, v) => ({
      type: 'success',
      title: v.status === 'approved' ? 'Review Approved' : 'Review Updated',
      message:
        v.status === 'approved'
          ? 'It shows on the home page on the next visit'
          : `The review is now ${STATUS_LABEL[v.status].toLowerCase()}`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to update the review' },
  });
  return (
    <Card title="Guest reviews">
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState title="Could not load reviews" message="Please try again." />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="No reviews yet"
          message="Guests are asked for a review two days after check-out; theirs appear here for approval."
        />
      ) : (
        <ul className="divide-y divide-sand">
          {query.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="text-amber-800" aria-hidden>
                    {'★'.repeat(r.rating)}
                    {'☆'.repeat(5 - r.rating)}
                  </span>
                  <span className="sr-only">Rated {r.rating} out of 5</span>{' '}
                  <span
                    className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[r.status]}`}
                  >
                    {STATUS_LABEL[r.status]}
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line">{r.body}</p>
                <p className="mt-1 text-xs text-muted">
                  {r.author} · {r.villaName} · booking {r.bookingId} · checked out {r.checkOut}
                </p>
              </div>
              <div className="flex gap-2">
                {r.status !== 'approved' ? (
                  <Button
                    variant="secondary"
                    disabled={mutation.isPending}
                    onClick={() => mutation.mutate({ id: r.id, status: 'approved' })}
                    aria-label={`Approve the review by ${r.author}`}
                  >
                    <Check aria-hidden className="size-4" /> Approve
                  </Button>
                ) : null}
                {r.status !== 'hidden' ? (
                  <Button
                    variant="ghost"
                    disabled={mutation.isPending}
                    onClick={() => mutation.mutate({ id: r.id, status: 'hidden' })}
                    aria-label={`Hide the review by ${r.author}`}
                  >
                    <EyeOff aria-hidden className="size-4" /> Hide
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    disabled={mutation.isPending}
                    onClick={() => mutation.mutate({ id: r.id, status: 'pending' })}
                    aria-label={`Move the review by ${r.author} back to awaiting approval`}
                  >
                    <Undo2 aria-hidden className="size-4" /> Back to pending
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
