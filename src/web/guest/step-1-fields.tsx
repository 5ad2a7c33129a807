import { formatLongDate } from '../../domain/iso-dates';
import { largestParty } from '../../domain/stay-rules';
import type { Villa } from '../api/villas';
import { formatInr } from '../ui/format';
import { ArrowRight, CalendarDays, Loader2 } from '../ui/icons';
import type { BookingDraft, DraftAction } from './booking-draft';
import { shortMonthYear } from './calendar-math';

/** Where step 1's availability check stands (step-1-actions.ts sets it). */
export type AvailabilityState = 'none' | 'checking' | 'available' | 'not-available';

/** A failed availability check or hold (or the download of the code that runs them). */
export const CHECK_FAILED = {
  title: 'Availability Check Failed',
  message: 'Failed to check villa availability. Please try again.',
};

const selectClass =
  'w-full rounded-lg border border-sand bg-white px-3 py-2.5 text-ink shadow-sm focus-visible:border-forest';

export function DateBox({
  label,
  date,
  placeholder,
}: {
  label: string;
  date: string | null;
  placeholder: string;
}) {
  return (
    <div
      className="rounded-xl border border-sand bg-white p-3 shadow-sm"
      aria-label={date ? `${label}: ${formatLongDate(date)}` : `${label}: not selected`}
      role="group"
    >
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</p>
      {date ? (
        <p className="mt-1 flex items-baseline gap-2">
          <span className="font-serif text-3xl text-forest">{Number(date.slice(8))}</span>
          <span className="text-sm text-ink">{shortMonthYear(date)}</span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">{placeholder}</p>
      )}
    </div>
  );
}

function NumberSelect({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}) {
  const id = `${label.toLowerCase()}-select`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Rooms, adults and children. */
export function PartyFields({
  draft,
  villa,
  dispatch,
}: {
  draft: BookingDraft;
  villa: Villa | undefined;
  dispatch(action: DraftAction): void;
}) {
  // The selectors offer parties up to rooms × the villa's capacity (12 at most); a party that no
  // longer fits after a change of villa or rooms stays selected and Continue says why.
  const party = largestParty(draft.rooms, villa?.maxGuests);
  return (
    <div className="grid grid-cols-3 gap-3">
      <NumberSelect
        label="Rooms"
        value={draft.rooms}
        min={1}
        max={3}
        onChange={(rooms) => dispatch({ type: 'setGuests', rooms })}
      />
      <NumberSelect
        label="Adults"
        value={draft.adults}
        min={1}
        max={Math.max(party, draft.adults)}
        onChange={(adults) => dispatch({ type: 'setGuests', adults })}
      />
      <NumberSelect
        label="Children"
        value={draft.children}
        min={0}
        max={Math.max(party - 1, draft.children)}
        onChange={(children) => dispatch({ type: 'setGuests', children })}
      />
    </div>
  );
}

export function VillaField({
  villas,
  pending,
  value,
  onChoose,
}: {
  villas: Villa[] | undefined;
  pending: boolean;
  value: string;
  onChoose(villa: Villa | undefined): void;
}) {
  return (
    <div>
      <label htmlFor="villa-select" className="mb-1 block text-sm font-medium text-ink">
        Villa
      </label>
      <select
        id="villa-select"
        className={selectClass}
        value={value}
        onChange={(e) => onChoose(villas?.find((x) => x.id === e.target.value))}
      >
        <option value="">{pending ? 'Loading villas...' : 'Choose a villa'}</option>
        {villas?.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name} — {formatInr(v.basePrice)} per night
          </option>
        ))}
      </select>
    </div>
  );
}

export function AvailabilityButton({
  state,
  disabled,
  onCheck,
}: {
  state: AvailabilityState;
  disabled: boolean;
  onCheck(): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={onCheck}
        disabled={disabled || state === 'checking'}
        className="inline-flex items-center gap-2 rounded-full border-2 border-forest px-5 py-2.5 font-medium text-forest hover:bg-sand disabled:cursor-not-allowed disabled:border-sand disabled:text-muted disabled:hover:bg-transparent"
      >
        {state === 'checking' ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <CalendarDays aria-hidden className="size-4" />
        )}
        {state === 'checking' ? 'Checking...' : 'Check Availability'}
      </button>
      <span aria-live="polite" className="text-sm font-semibold">
        {state === 'available' ? <span className="text-moss">Available</span> : null}
        {state === 'not-available' ? <span className="text-red-700">Not Available</span> : null}
      </span>
    </div>
  );
}

export function ContinueButton({
  ready,
  holding,
  onContinue,
}: {
  ready: boolean;
  holding: boolean;
  onContinue(): void;
}) {
  return (
    <button
      type="button"
      onClick={onContinue}
      aria-disabled={!ready || holding}
      className={`flex w-full items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold shadow-sm ${
        ready && !holding
          ? 'bg-forest text-white hover:bg-moss'
          : 'cursor-not-allowed bg-sand text-muted'
      }`}
    >
      {holding ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
      Continue to Package Selection
      <ArrowRight aria-hidden className="size-4" />
    </button>
  );
}
