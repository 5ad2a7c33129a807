import type { Villa } from '../api/villas';
import { formatInr } from '../ui/format';
import { MapPin, Users } from '../ui/icons';
import { SmartImage } from '../ui/smart-image';

/** The three named villas have an amenities picture; any other villa lists up to 8 amenities. */
const AMENITY_IMAGES: Record<string, string> = {
  'glass-cottage': '/images/amenities/glass-cottage.svg',
  'hornbill-villa': '/images/amenities/hornbill-villa.svg',
  'kingfisher-villa': '/images/amenities/kingfisher-villa.svg',
};

/** The villa chosen in step 1: its photo, words, price, capacity and amenities. */
export function AccommodationDetails({ villa, available }: { villa: Villa; available: boolean }) {
  return (
    <div className="mt-3 space-y-3">
      <SmartImage
        src={villa.images[0]}
        photo={villa.photos.find((p) => p.src === villa.images[0])}
        sizes="(min-width: 1024px) 360px, 100vw"
        alt={villa.name}
        width={480}
        height={300}
        className="aspect-[8/5] w-full rounded-xl"
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-serif text-xl text-forest">{villa.name}</h4>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            available ? 'bg-moss text-white' : 'bg-sand text-bark'
          }`}
        >
          {available ? 'Available' : 'Check Dates'}
        </span>
      </div>
      <p className="text-sm text-muted">{villa.description}</p>
      <p>
        From <strong className="text-lg text-forest">{formatInr(villa.basePrice)}</strong>{' '}
        <span className="text-sm text-muted">per night</span>
      </p>
      <div className="flex flex-wrap gap-2 text-sm">
        <span className="flex items-center gap-1 rounded-full bg-cream px-2.5 py-1">
          <Users aria-hidden className="size-4 text-moss" /> Up to {villa.maxGuests} guests
        </span>
        <span className="flex items-center gap-1 rounded-full bg-cream px-2.5 py-1">
          <MapPin aria-hidden className="size-4 text-moss" /> Forest
        </span>
      </div>
      {AMENITY_IMAGES[villa.id] ? (
        <SmartImage
          src={AMENITY_IMAGES[villa.id]}
          alt={`Amenities: ${villa.amenities.slice(0, 8).join(', ')}`}
          width={380}
          height={180}
          className="aspect-[19/9] w-full rounded-xl"
        />
      ) : (
        <ul className="grid grid-cols-2 gap-1 text-sm text-ink" aria-label="Amenities">
          {villa.amenities.slice(0, 8).map((a) => (
            <li key={a} className="flex items-center gap-1.5">
              <span aria-hidden className="size-1.5 rounded-full bg-leaf" /> {a}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
