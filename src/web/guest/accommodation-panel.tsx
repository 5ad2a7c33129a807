import type { Villa } from '../api/villas';
import { Trees } from '../ui/icons';
import { loadedLater } from './loaded-later';

// The chosen villa's details (photo, amenities): loaded once the guest starts choosing, never in
// the entry page's download (decision 0143).
const details = loadedLater(() =>
  import('./accommodation-details').then((m) => m.AccommodationDetails),
);
export const prefetchAccommodationDetails = details.prefetch;
const AccommodationDetails = details.Component;

export function AccommodationPanel({
  villa,
  available,
}: {
  villa: Villa | undefined;
  available: boolean;
}) {
  return (
    <section
      aria-labelledby="accommodation-heading"
      className="rounded-2xl border border-sand bg-white p-4 shadow-sm"
    >
      <h3 id="accommodation-heading" className="text-xl">
        Accommodation Details
      </h3>
      {!villa ? (
        <div className="mt-4 flex flex-col items-center gap-2 rounded-xl bg-cream px-4 py-8 text-center">
          <Trees aria-hidden className="size-8 text-moss" />
          <p className="font-serif text-lg text-forest">Select a Villa</p>
          <p className="text-sm text-muted">
            Choose a villa from the Villa list to see its details, amenities and price.
          </p>
        </div>
      ) : (
        <AccommodationDetails villa={villa} available={available} />
      )}
    </section>
  );
}
