import { formatShortDate, nightsBetween } from '../../domain/dates';
import type { Availability } from '../api/availability';
import type { Villa } from '../api/villas';
import { formatInr } from '../ui/format';

export type Alternatives = NonNullable<Availability['alternatives']>;

/**
 * "No Availability" with somewhere to go (decision 0126): the other villas free for these dates and
 * the nearest dates the chosen villa is free, each one tap to pick.
 */
export function AlternativesPanel({
  alternatives,
  villas,
  villaName,
  onPickVilla,
  onPickDates,
}: {
  alternatives: Alternatives;
  villas: Villa[];
  villaName: string | null;
  onPickVilla(villa: Villa): void;
  onPickDates(checkIn: string, checkOut: string): void;
}) {
  const offered = alternatives.villas.flatMap((a) => {
    const villa = villas.find((v) => v.id === a.villaId);
    return villa ? [{ ...a, villa }] : [];
  });
  const { dates } = alternatives;
  if (offered.length === 0 && dates.length === 0)
    return (
      <p className="rounded-xl border border-sand bg-white p-4 text-sm text-ink">
        Nothing else is free near these dates. Please try other dates.
      </p>
    );
  const chip =
    'rounded-full border border-forest px-4 py-2 text-left text-sm text-forest hover:bg-sand';
  return (
    <section
      aria-labelledby="alternatives-heading"
      className="space-y-3 rounded-xl border border-sand bg-white p-4"
    >
      <h3 id="alternatives-heading" className="text-lg">
        Other ways to stay
      </h3>
      {offered.length > 0 ? (
        <div>
          <p className="mb-2 text-sm text-muted">Free for your dates:</p>
          <ul className="flex flex-wrap gap-2">
            {offered.map((a) => (
              <li key={a.villaId}>
                <button type="button" className={chip} onClick={() => onPickVilla(a.villa)}>
                  {a.villa.name} · {formatInr(a.total)} for the stay
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {dates.length > 0 ? (
        <div>
          <p className="mb-2 text-sm text-muted">
            {villaName ? `${villaName} is free on` : 'Free on'}:
          </p>
          <ul className="flex flex-wrap gap-2">
            {dates.map((d) => {
              const nights = nightsBetween(d.checkIn, d.checkOut);
              return (
                <li key={d.checkIn}>
                  <button
                    type="button"
                    className={chip}
                    onClick={() => onPickDates(d.checkIn, d.checkOut)}
                  >
                    {formatShortDate(d.checkIn)} – {formatShortDate(d.checkOut)} ({nights}{' '}
                    {nights === 1 ? 'night' : 'nights'})
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
