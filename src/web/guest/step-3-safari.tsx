import { ArrowLeft, ArrowRight, Binoculars, Loader2, Plus } from 'lucide-react';
import { formatLongDate } from '../../domain/dates';
import { SAFARI_MAX_PERSONS } from '../../domain/safari';
import { SafariCard } from './safari-card';
import { StepHeading } from './step-heading';
import { useSafariCards } from './use-safari-cards';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function StepSafari() {
  const {
    checkIn,
    dates,
    cards,
    setCards,
    datesChanged,
    submitting,
    timingHours,
    pending,
    incomplete,
    sentCards,
    addCard,
    update,
    changeDate,
    submit,
    onContinue,
    back,
  } = useSafariCards();
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
          onClick={back}
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
