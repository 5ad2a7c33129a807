import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  ArrowRight,
  BadgeCheck,
  Binoculars,
  Loader2,
  Minus,
  Plus,
  Trash2,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatLongDate, formatShortDate } from '../../domain/dates';
import { SAFARI_TIMINGS, type SafariTiming } from '../../domain/enums';
import {
  isTimingAllowed,
  SAFARI_DEFAULT_PERSONS,
  SAFARI_MAX_PERSONS,
  SAFARI_MESSAGES,
  safariDatesFor,
} from '../../domain/safari';
import { ApiError } from '../api/client';
import { safariOptionsQuery } from '../api/safari';
import { submitSafariEnquiries } from '../api/safari-enquiries';
import { useToast } from '../ui/toast';
import { useBooking } from './booking-context';
import type { SafariSelection } from './booking-draft';
import { StepHeading } from './step-heading';

type Card = {
  key: number;
  date: string;
  timing: SafariTiming | '';
  persons: number;
  sent: boolean;
};

const selectClass =
  'w-full rounded-lg border border-sand bg-white px-3 py-2.5 text-ink shadow-sm focus-visible:border-forest';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function StepSafari() {
  const { draft, dispatch } = useBooking();
  const toast = useToast();
  const options = useQuery(safariOptionsQuery);
  const checkIn = draft.checkIn ?? '';
  const checkOut = draft.checkOut ?? '';
  const dates = checkIn && checkOut ? safariDatesFor(checkIn, checkOut) : [];
  const [nextKey, setNextKey] = useState(draft.selectedSafaris.length + 1);
  // Safaris sent for earlier dates of this stay: a card whose night is no longer part of the stay
  // (the guest went back and changed the dates) needs a new date and a new enquiry.
  const [cards, setCards] = useState<Card[]>(() =>
    draft.selectedSafaris.map((s, i) => {
      const stillValid = dates.includes(s.date) && isTimingAllowed(s.timing, s.date, checkIn);
      return stillValid
        ? { key: i + 1, date: s.date, timing: s.timing, persons: s.persons, sent: true }
        : { key: i + 1, date: '', timing: s.timing, persons: s.persons, sent: false };
    }),
  );
  const [datesChanged] = useState(() => cards.some((c) => !c.sent));
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (options.isError)
      toast({
        type: 'error',
        title: SAFARI_MESSAGES.loadFailedTitle,
        message: SAFARI_MESSAGES.loadFailed,
      });
  }, [options.isError, toast]);

  // "Morning 6:00-10:00 AM" from the safari options' timings, when the catalogue has them.
  const timingHours = SAFARI_TIMINGS.flatMap((t) => {
    const found = options.data?.flatMap((o) => o.timings).find((x) => x.value === t.toLowerCase());
    return found ? [[t, found.label] as const] : [];
  });
  const pending = cards.filter((c) => !c.sent);
  const incomplete = pending.some((c) => !c.date || !c.timing);
  const sentCards = cards.filter((c) => c.sent);

  const addCard = () => {
    setCards((list) => [
      ...list,
      { key: nextKey, date: '', timing: '', persons: SAFARI_DEFAULT_PERSONS, sent: false },
    ]);
    setNextKey((k) => k + 1);
  };
  const update = (key: number, change: Partial<Card>) =>
    setCards((list) => list.map((c) => (c.key === key ? { ...c, ...change } : c)));

  const changeDate = (card: Card, date: string) => {
    if (card.timing && !isTimingAllowed(card.timing, date, checkIn)) {
      update(card.key, { date, timing: '' });
      toast({
        type: 'warning',
        title: SAFARI_MESSAGES.morningTitle,
        message: SAFARI_MESSAGES.morning,
      });
      return;
    }
    update(card.key, { date });
  };

  const toSelections = (list: Card[]): SafariSelection[] =>
    list.map((c, i) => ({
      id: `safari-${c.key}`,
      name: `Jungle Safari ${i + 1}`,
      date: c.date,
      timing: c.timing as SafariTiming,
      persons: c.persons,
      price: 0,
      description: `Jungle Safari - ${c.timing}`,
      duration: '',
    }));

  const submit = async () => {
    if (submitting) return;
    if (incomplete) {
      toast({
        type: 'error',
        title: SAFARI_MESSAGES.incompleteTitle,
        message: SAFARI_MESSAGES.incomplete,
      });
      return;
    }
    if (pending.length === 0) {
      dispatch({ type: 'replaceSafaris', safaris: toSelections(sentCards) });
      dispatch({ type: 'setStep', step: 4 });
      return;
    }
    setSubmitting(true);
    try {
      const { enquiries } = await submitSafariEnquiries({
        checkIn,
        checkOut,
        safaris: pending.map((c) => ({
          date: c.date,
          timing: c.timing as SafariTiming,
          persons: c.persons,
        })),
      });
      const n = enquiries.length;
      toast({
        type: 'success',
        title: SAFARI_MESSAGES.submittedTitle,
        message: SAFARI_MESSAGES.submitted(n),
      });
      toast({ type: 'info', title: SAFARI_MESSAGES.addedTitle, message: SAFARI_MESSAGES.added(n) });
      const all = cards.map((c) => ({ ...c, sent: true }));
      setCards(all);
      dispatch({ type: 'replaceSafaris', safaris: toSelections(all) });
      dispatch({ type: 'incrementEnquiryCount', by: n });
      dispatch({ type: 'setStep', step: 4 });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        toast({
          type: 'error',
          title: SAFARI_MESSAGES.submitFailedTitle,
          message: err.message || SAFARI_MESSAGES.submitFailed,
        });
      } else {
        toast({
          type: 'error',
          title: SAFARI_MESSAGES.submitErrorTitle,
          message: SAFARI_MESSAGES.submitError,
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const onContinue = () => {
    if (cards.length === 0) {
      dispatch({ type: 'replaceSafaris', safaris: [] });
      dispatch({ type: 'setStep', step: 4 });
      return;
    }
    void submit();
  };

  const completeBlocked = incomplete || submitting || pending.length === 0;

  return (
    <div className="space-y-5">
      <StepHeading title="Jungle Safari Selection">
        Safari requests are enquiries only: our team checks the jeep permits for your dates, then
        confirms by e-mail and sends a payment link, or suggests alternatives if the slot is full.
      </StepHeading>
      <ul className="grid gap-2 rounded-2xl border border-sand bg-white p-4 text-sm text-muted shadow-sm sm:grid-cols-3">
        <li>
          Safaris add nothing to your booking total now; payment comes later, after confirmation.
        </li>
        <li>Safaris run subject to weather and forest department rules.</li>
        <li>
          Up to {SAFARI_MAX_PERSONS} persons per jeep. Morning safaris are not possible on your
          check-in day.
        </li>
      </ul>
      {timingHours.length ? (
        <p className="text-sm text-muted">
          Safari times: {timingHours.map(([t, hours]) => `${t} ${hours}`).join(' · ')}
        </p>
      ) : null}

      {datesChanged && pending.some((c) => !c.date) ? (
        <p
          role="status"
          className="rounded-xl border border-amber bg-amber/10 p-3 text-sm text-bark"
        >
          Your stay dates have changed. Please choose new dates for your safaris and send them
          again.
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={addCard}
          className="inline-flex items-center gap-2 rounded-full border-2 border-forest px-5 py-2.5 font-semibold text-forest hover:bg-sand"
        >
          <Plus aria-hidden className="size-4" /> ADD SAFARI
        </button>
        <button
          type="button"
          onClick={onContinue}
          aria-disabled={submitting || (cards.length > 0 && incomplete)}
          className="inline-flex items-center gap-2 rounded-full bg-forest px-5 py-2.5 font-semibold text-white hover:bg-moss aria-disabled:cursor-not-allowed aria-disabled:bg-sand aria-disabled:text-muted"
        >
          CONTINUE <ArrowRight aria-hidden className="size-4" />
        </button>
      </div>

      {cards.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-sand bg-white px-4 py-10 text-center">
          <Binoculars aria-hidden className="size-10 text-moss" />
          <p className="font-serif text-xl text-forest">No Safari Added Yet</p>
          <p className="max-w-md text-sm text-muted">
            Tell us when you would like to go into the reserve and we will arrange the jeep.
          </p>
          <button
            type="button"
            onClick={addCard}
            className="rounded-full bg-forest px-5 py-2.5 font-semibold text-white hover:bg-moss"
          >
            ADD YOUR FIRST SAFARI
          </button>
        </div>
      ) : (
        <ol className="grid gap-4 md:grid-cols-2">
          {cards.map((card, index) => (
            <SafariCard
              key={card.key}
              card={card}
              number={index + 1}
              dates={dates}
              checkIn={checkIn}
              onDate={(d) => changeDate(card, d)}
              onTiming={(t) => update(card.key, { timing: t })}
              onPersons={(p) => update(card.key, { persons: p })}
              onRemove={() => setCards((list) => list.filter((c) => c.key !== card.key))}
            />
          ))}
        </ol>
      )}

      {sentCards.length ? (
        <section
          aria-labelledby="sent-heading"
          className="rounded-2xl border border-moss/40 bg-white p-4"
        >
          <h3 id="sent-heading" className="text-lg">
            Your safari enquiries
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {cards.map((c, i) =>
              c.sent ? (
                <li key={c.key} className="flex flex-wrap justify-between gap-2">
                  <span>
                    Jungle Safari {i + 1} · {formatLongDate(c.date)} · {c.timing} · {c.persons}{' '}
                    {plural(c.persons, 'person', 'persons')}
                  </span>
                  <span className="font-semibold text-moss">ENQUIRY SENT</span>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}

      <div className="flex flex-col-reverse gap-3 rounded-2xl border border-sand bg-white p-4 shadow-sm sm:flex-row sm:justify-between">
        <button
          type="button"
          onClick={() => dispatch({ type: 'setStep', step: 2 })}
          className="inline-flex items-center justify-center gap-2 rounded-full border border-forest px-5 py-2.5 font-medium text-forest hover:bg-sand"
        >
          <ArrowLeft aria-hidden className="size-4" /> Back to Package Selection
        </button>
        <button
          type="button"
          onClick={() => void submit()}
          aria-disabled={completeBlocked}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-forest px-5 py-2.5 font-semibold text-white hover:bg-moss aria-disabled:cursor-not-allowed aria-disabled:bg-sand aria-disabled:text-muted"
        >
          {submitting ? (
            <>
              <Loader2 aria-hidden className="size-4 animate-spin" /> Submitting...
            </>
          ) : (
            'Complete Safari Enquiries'
          )}
        </button>
      </div>
    </div>
  );
}

function SafariCard({
  card,
  number,
  dates,
  checkIn,
  onDate,
  onTiming,
  onPersons,
  onRemove,
}: {
  card: Card;
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
            className={selectClass}
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
            className={selectClass}
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
