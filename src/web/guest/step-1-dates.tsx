import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CalendarDays, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { addDays, formatLongDate, nightsBetween, todayInZone } from '../../domain/dates';
import {
  earliestCheckIn,
  guestIssues,
  largestParty,
  STAY_MESSAGES,
  stayDateIssues,
} from '../../domain/stay-rules';
import { fetchAvailability } from '../api/availability';
import { calendarMonthQuery } from '../api/calendar';
import { ApiError } from '../api/client';
import { placeHold } from '../api/holds';
import { siteInfoQuery } from '../api/site-info';
import { villasQuery, type Villa } from '../api/villas';
import { formatInr } from '../ui/format';
import { useToast } from '../ui/toast';
import { AccommodationPanel } from './accommodation-panel';
import { AlternativesPanel, type Alternatives } from './alternatives-panel';
import { useBooking } from './booking-context';
import { Calendar } from './calendar';
import { CALENDAR_MESSAGES, pickProblem, type NightInfo } from './calendar-math';
import { StepHeading } from './step-heading';
import { DateBox, NumberSelect, selectClass } from './step-1-fields';

type AvailabilityState = 'none' | 'checking' | 'available' | 'not-available';

const MISSING_DATES = {
  title: STAY_MESSAGES.missingDatesTitle,
  message: STAY_MESSAGES.missingDates,
};

export function StepDates() {
  const { draft, dispatch } = useBooking();
  const toast = useToast();
  const { data: site } = useQuery(siteInfoQuery);
  const villas = useQuery(villasQuery);
  const [availability, setAvailability] = useState<AvailabilityState>('none');
  const [announcement, setAnnouncement] = useState('');
  const [alternatives, setAlternatives] = useState<Alternatives | null>(null);
  const [holding, setHolding] = useState(false);
  const timeZone = site?.resortTz ?? 'Asia/Kolkata';
  const now = new Date();
  const today = todayInZone(now, timeZone);
  // Arrivals need 24 hours' notice before the 2:00 PM check-in: earlier days are not bookable.
  const firstBookable = earliestCheckIn({ now, timeZone });
  const { checkIn, checkOut, selectedVilla } = draft;
  const villa: Villa | undefined = villas.data?.find((v) => v.id === selectedVilla?.id);
  const queryClient = useQueryClient();
  const selling = {
    villaId: selectedVilla?.id ?? null,
    rooms: draft.rooms,
    sessionId: draft.sessionId,
  };
  /** A night the calendar has loaded (GET /api/calendar), for refusing a pick before the check. */
  const night = (date: string): NightInfo | undefined =>
    queryClient
      .getQueryData(calendarMonthQuery({ ...selling, month: date.slice(0, 7) }).queryKey)
      ?.days.find((d) => d.date === date);

  useEffect(() => {
    if (villas.isError) {
      toast({
        type: 'error',
        title: 'Loading Error',
        message: 'Failed to load villa information. Please refresh the page.',
      });
    }
  }, [villas.isError, toast]);

  // A new choice needs a new check.
  const choiceKey = `${checkIn}|${checkOut}|${selectedVilla?.id}|${draft.rooms}`;
  useEffect(() => {
    setAvailability('none');
    setAlternatives(null);
  }, [choiceKey]);

  const pick = (date: string) => {
    if (date < today) {
      toast({ type: 'error', title: STAY_MESSAGES.pastPickTitle, message: STAY_MESSAGES.pastPick });
      return;
    }
    // A day past a sold-out night cannot end this stay: it starts a new one (as in peers' calendars).
    const restarts =
      !!checkIn &&
      !checkOut &&
      date > checkIn &&
      pickProblem(night, checkIn, date, addDays) === CALENDAR_MESSAGES.soldOutInStay;
    if (!checkIn || checkOut || date <= checkIn || restarts) {
      if (date < firstBookable) {
        toast({
          type: 'error',
          title: STAY_MESSAGES.pastPickTitle,
          message: STAY_MESSAGES.minAdvance,
        });
        return;
      }
      const refused = pickProblem(night, date, null, addDays);
      if (refused) {
        toast({ type: 'error', title: 'Not Available', message: refused });
        return;
      }
      dispatch({ type: 'setDates', checkIn: date, checkOut: null });
      setAnnouncement(`Arrival ${formatLongDate(date)} selected. Now choose your departure date.`);
    } else {
      const [problem] = stayDateIssues({ checkIn, checkOut: date }, { now: new Date(), timeZone });
      if (problem) {
        toast({ type: 'error', title: STAY_MESSAGES.pastPickTitle, message: problem.message });
        return;
      }
      const refused = pickProblem(night, checkIn, date, addDays);
      if (refused) {
        toast({ type: 'error', title: 'Not Available', message: refused });
        return;
      }
      dispatch({ type: 'setDates', checkIn, checkOut: date });
      const nights = nightsBetween(checkIn, date);
      setAnnouncement(
        `Departure ${formatLongDate(date)} selected. ${nights} ${nights === 1 ? 'night' : 'nights'}.`,
      );
    }
  };

  const checkAvailability = async () => {
    if (!checkIn || !checkOut) {
      toast({ type: 'error', ...MISSING_DATES });
      return;
    }
    const candidates = villa ? [villa] : (villas.data ?? []);
    setAvailability('checking');
    try {
      const answers = await Promise.all(
        candidates.map((v) =>
          fetchAvailability({
            villaId: v.id,
            checkIn,
            checkOut,
            rooms: draft.rooms,
            // The chosen villa is also checked for the party (Check Availability, decision 0126).
            ...(villa ? { adults: draft.adults, children: draft.children } : {}),
            sessionId: draft.sessionId,
          }),
        ),
      );
      const any = answers.some((a) => a.available);
      setAvailability(any ? 'available' : 'not-available');
      setAlternatives(any ? null : mergeAlternatives(answers.map((a) => a.alternatives)));
      if (any)
        toast({
          type: 'success',
          title: 'Availability Checked',
          message: 'Villas are available for selected dates',
        });
      else
        toast({
          type: 'error',
          title: 'No Availability',
          message: 'No villas available for selected dates. Please try different dates.',
        });
    } catch (err) {
      setAvailability('none');
      if (err instanceof ApiError && err.status === 400) {
        // e.g. the party does not fit the rooms chosen: the server's words.
        const message = Object.values(err.fields ?? {})[0] ?? err.message;
        toast({ type: 'error', title: 'Check Your Party', message });
        return;
      }
      toast({
        type: 'error',
        title: 'Availability Check Failed',
        message: 'Failed to check villa availability. Please try again.',
      });
    }
  };

  const chooseVilla = (v: Villa | undefined) =>
    dispatch({
      type: 'setVilla',
      villa: v
        ? {
            id: v.id,
            name: v.name,
            basePrice: v.basePrice,
            images: v.images,
            maxGuests: v.maxGuests,
          }
        : null,
    });

  const canContinue = !!checkIn && !!checkOut && !!selectedVilla;
  const onContinue = async () => {
    if (!checkIn || !checkOut) return toast({ type: 'error', ...MISSING_DATES });
    if (!selectedVilla || !villa) {
      return toast({
        type: 'error',
        title: STAY_MESSAGES.noVillaTitle,
        message: STAY_MESSAGES.noVilla,
      });
    }
    const [problem] = stayDateIssues({ checkIn, checkOut }, { now: new Date(), timeZone });
    if (problem) return toast({ type: 'error', title: 'Invalid Dates', message: problem.message });
    const [guestProblem] = guestIssues(
      { adults: draft.adults, children: draft.children, rooms: draft.rooms },
      villa.maxGuests,
    );
    if (guestProblem)
      return toast({ type: 'error', title: 'Too Many Guests', message: guestProblem.message });
    setHolding(true);
    try {
      await placeHold(draft.sessionId, {
        villaId: villa.id,
        checkIn,
        checkOut,
        rooms: draft.rooms,
      });
      // The hold changed what is left: the calendar asks again when next shown.
      void queryClient.invalidateQueries({ queryKey: ['calendar'] });
      dispatch({ type: 'setStep', step: 2 });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'HOLD_EXPIRED') {
        // The hold outlived its maximum age; the next Continue holds the rooms anew.
        toast({ type: 'error', title: 'Hold Expired', message: err.message });
      } else if (err instanceof ApiError && err.status === 409) {
        setAvailability('not-available');
        toast({ type: 'error', title: 'No Availability', message: err.message });
      } else if (err instanceof ApiError && err.status === 429) {
        // Hoarding limits (decisions 0091, 0116): the message says what to do.
        toast({ type: 'error', title: 'Hold Limit Reached', message: err.message });
      } else {
        toast({
          type: 'error',
          title: 'Availability Check Failed',
          message:
            err instanceof ApiError
              ? err.message
              : 'Failed to check villa availability. Please try again.',
        });
      }
    } finally {
      setHolding(false);
    }
  };

  const nights = nightsBetween(checkIn ?? undefined, checkOut ?? undefined);
  // The selectors offer parties up to rooms × the villa's capacity (12 at most); a party that no
  // longer fits after a change of villa or rooms stays selected and Continue says why.
  const party = largestParty(draft.rooms, villa?.maxGuests);

  return (
    <div>
      <StepHeading title="Select your dates">
        Pick your arrival and departure on the calendar, tell us who is coming and choose your
        villa.
      </StepHeading>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <Calendar
            today={today}
            firstBookable={firstBookable}
            checkIn={checkIn}
            checkOut={checkOut}
            onPick={pick}
            night={night}
            {...selling}
          />

          <div className="grid grid-cols-2 gap-3">
            <DateBox label="Arrival" date={checkIn} placeholder="Select arrival" />
            <DateBox label="Departure" date={checkOut} placeholder="Select departure" />
          </div>
          {nights > 0 ? (
            <p className="-mt-2 text-sm text-muted">
              {nights} {nights === 1 ? 'night' : 'nights'} in the forest
            </p>
          ) : null}

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

          <div>
            <label htmlFor="villa-select" className="mb-1 block text-sm font-medium text-ink">
              Villa
            </label>
            <select
              id="villa-select"
              className={selectClass}
              value={selectedVilla?.id ?? ''}
              onChange={(e) => chooseVilla(villas.data?.find((x) => x.id === e.target.value))}
            >
              <option value="">{villas.isPending ? 'Loading villas...' : 'Choose a villa'}</option>
              {villas.data?.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name} — {formatInr(v.basePrice)} per night
                </option>
              ))}
            </select>
          </div>

          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={checkAvailability}
              disabled={!checkIn || !checkOut || availability === 'checking'}
              className="inline-flex items-center gap-2 rounded-full border-2 border-forest px-5 py-2.5 font-medium text-forest hover:bg-sand disabled:cursor-not-allowed disabled:border-sand disabled:text-muted disabled:hover:bg-transparent"
            >
              {availability === 'checking' ? (
                <Loader2 aria-hidden className="size-4 animate-spin" />
              ) : (
                <CalendarDays aria-hidden className="size-4" />
              )}
              {availability === 'checking' ? 'Checking...' : 'Check Availability'}
            </button>
            <span aria-live="polite" className="text-sm font-semibold">
              {availability === 'available' ? <span className="text-moss">Available</span> : null}
              {availability === 'not-available' ? (
                <span className="text-red-700">Not Available</span>
              ) : null}
            </span>
          </div>
          {availability === 'not-available' && alternatives && villas.data ? (
            <AlternativesPanel
              alternatives={alternatives}
              villas={villas.data}
              villaName={villa?.name ?? null}
              onPickVilla={(v) => {
                chooseVilla(v);
                setAnnouncement(`${v.name} chosen.`);
              }}
              onPickDates={(inDate, outDate) => {
                dispatch({ type: 'setDates', checkIn: inDate, checkOut: outDate });
                setAnnouncement(
                  `Arrival ${formatLongDate(inDate)}, departure ${formatLongDate(outDate)} selected.`,
                );
              }}
            />
          ) : null}
        </div>

        <aside className="min-w-0 space-y-4">
          <AccommodationPanel villa={villa} available={availability === 'available'} />
          <button
            type="button"
            onClick={onContinue}
            aria-disabled={!canContinue || holding}
            className={`flex w-full items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold shadow-sm ${
              canContinue && !holding
                ? 'bg-forest text-white hover:bg-moss'
                : 'cursor-not-allowed bg-sand text-muted'
            }`}
          >
            {holding ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            Continue to Package Selection
            <ArrowRight aria-hidden className="size-4" />
          </button>
        </aside>
      </div>
    </div>
  );
}

/** The alternatives of every villa asked (no villa chosen): the nearest dates, each once. */
function mergeAlternatives(all: (Alternatives | undefined)[]): Alternatives {
  const villas = all.flatMap((a) => a?.villas ?? []);
  const dates = new Map<string, { checkIn: string; checkOut: string }>();
  for (const a of all) for (const d of a?.dates ?? []) dates.set(d.checkIn, d);
  return {
    villas: villas.filter((v, i) => villas.findIndex((w) => w.villaId === v.villaId) === i),
    dates: [...dates.values()].sort((a, b) => (a.checkIn < b.checkIn ? -1 : 1)).slice(0, 3),
  };
}
