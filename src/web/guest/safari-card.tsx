import { BadgeCheck, Minus, Plus, Trash2 } from 'lucide-react';
import { formatShortDate } from '../../domain/dates';
import { SAFARI_TIMINGS, type SafariTiming } from '../../domain/enums';
import { isTimingAllowed, SAFARI_MAX_PERSONS, SAFARI_MESSAGES } from '../../domain/safari';
import { guestInputClass } from '../ui/form/styles';
import type { SafariCardState } from './use-safari-cards';

/** One safari enquiry being written: date, time and persons; sent ones are read-only. */
export function SafariCard({
  card,
  number,
  dates,
  checkIn,
  onDate,
  onTiming,
  onPersons,
  onRemove,
}: {
  card: SafariCardState;
  number: number;
  dates: string[];
  checkIn: string;
  onDate(date: string): void;
  onTiming(timing: SafariTiming | ''): void;
  onPersons(persons: number): void;
  onRemove(): void;
}) {
  const name = `Jungle Safari ${number}`;
  const headingId = `safari-card-${card.key}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg">
          {name}
        </h3>
        {card.sent ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-moss px-2.5 py-0.5 text-xs font-semibold text-white">
            <BadgeCheck aria-hidden className="size-3.5" /> Enquiry Sent
          </span>
        ) : (
          <button
            type="button"
            onClick={onRemove}
            className="rounded-full p-2 text-muted hover:bg-sand hover:text-red-800"
            aria-label={`Remove ${name}`}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${headingId}-date`} className="mb-1 block text-sm font-medium">
            Date <span className="sr-only">for {name}</span>
          </label>
          <select
            id={`${headingId}-date`}
            className={guestInputClass}
            value={card.date}
            disabled={card.sent}
            onChange={(e) => onDate(e.target.value)}
          >
            <option value="">Select a date</option>
            {dates.map((d) => (
              <option key={d} value={d}>
                {formatShortDate(d)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${headingId}-time`} className="mb-1 block text-sm font-medium">
            Time <span className="sr-only">for {name}</span>
          </label>
          <select
            id={`${headingId}-time`}
            className={guestInputClass}
            value={card.timing}
            disabled={card.sent}
            onChange={(e) => onTiming(e.target.value as SafariTiming | '')}
          >
            <option value="">Select a time</option>
            {SAFARI_TIMINGS.map((t) => {
              const blocked = !!card.date && !isTimingAllowed(t, card.date, checkIn);
              return (
                <option key={t} value={t} disabled={blocked}>
                  {blocked ? `${t} ${SAFARI_MESSAGES.morningOptionSuffix}` : t}
                </option>
              );
            })}
          </select>
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <span className="text-sm font-medium" id={`${headingId}-persons`}>
          Persons
        </span>
        <div
          className="flex items-center gap-2"
          role="group"
          aria-labelledby={`${headingId}-persons`}
        >
          <button
            type="button"
            onClick={() => onPersons(card.persons - 1)}
            disabled={card.sent || card.persons <= 1}
            className="flex size-9 items-center justify-center rounded-full border border-forest text-forest hover:bg-sand disabled:border-sand disabled:text-muted"
            aria-label={`Fewer persons for ${name}`}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <output
            className="w-8 text-center text-lg font-semibold tabular-nums"
            aria-live="polite"
            aria-label={`Persons for ${name}`}
          >
            {card.persons}
          </output>
          <button
            type="button"
            onClick={() => onPersons(card.persons + 1)}
            disabled={card.sent || card.persons >= SAFARI_MAX_PERSONS}
            className="flex size-9 items-center justify-center rounded-full border border-forest text-forest hover:bg-sand disabled:border-sand disabled:text-muted"
            aria-label={`More persons for ${name}`}
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      {card.persons >= SAFARI_MAX_PERSONS && !card.sent ? (
        <p className="mt-2 text-xs text-muted">Maximum {SAFARI_MAX_PERSONS} persons per jeep.</p>
      ) : null}
    </li>
  );
}
