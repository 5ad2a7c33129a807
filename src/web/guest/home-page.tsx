import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { villasQuery } from '../api/villas';
import { formatInr } from '../ui/format';

/** The wizard's home. For now: the villas read from the server. */
export function HomePage() {
  const { data: villas, isPending, isError } = useQuery(villasQuery);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl sm:text-4xl">Stay in the forest</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Glass cottages and stone villas on the edge of the tiger reserve. Choose your villa to begin.
      </p>
      {isPending ? <p className="mt-6 text-muted">Loading villas…</p> : null}
      {isError ? (
        <p role="alert" className="mt-6 text-red-800">
          Failed to load villa information. Please refresh the page.
        </p>
      ) : null}
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {villas?.map((villa, index) => (
          <li key={villa.id} className="overflow-hidden rounded-2xl border border-sand bg-white shadow-sm">
            <img
              src={villa.images[0] ?? '/images/villas/glass-cottage.svg'}
              alt={villa.name}
              width={480}
              height={300}
              className="aspect-[8/5] w-full bg-sand object-cover"
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
            <div className="p-4">
              <h2 className="text-xl">{villa.name}</h2>
              <p className="mt-1 line-clamp-3 text-sm text-muted">{villa.description}</p>
              <p className="mt-3 flex items-center justify-between text-sm">
                <span>
                  From <strong className="text-forest">{formatInr(villa.basePrice)}</strong> / night
                </span>
                <span className="flex items-center gap-1 text-muted">
                  <Users aria-hidden className="size-4" /> Up to {villa.maxGuests} guests
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
