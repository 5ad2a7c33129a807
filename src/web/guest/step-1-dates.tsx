import { useEffect, useRef, useState } from 'react';
import { formatLongDate, nightsBetween, todayInZone } from '../../domain/iso-dates';
import { earliestCheckIn } from '../../domain/stay-rules';
import { calendarMonthQuery } from '../api/calendar';
import { siteInfoQuery } from '../api/site-info';
import { villasQuery, type Villa } from '../api/villas';
import { peekEntryQuery, useEntryQuery } from '../app/entry-queries';
import { useToast } from '../ui/toast';
import { AccommodationPanel, prefetchAccommodationDetails } from './accommodation-panel';
import type { Alternatives } from './alternatives-panel';
import { useBooking } from './booking-context';
import { Calendar } from './calendar';
import type { NightInfo } from './calendar-math';
import {
  AvailabilityButton,
  type AvailabilityState,
  CHECK_FAILED,
  ContinueButton,
  DateBox,
  PartyFields,
  VillaField,
} from './step-1-fields';
import { pickDate } from './step-1-pick';
import { loadedLater } from './loaded-later';
import { StepHeading } from './step-heading';

// What step 1 needs only once the guest acts (the buttons' work, the alternatives, the chosen
// villa's details) loads when they first touch the step, not with the page (decision 0143).
const loadActions = () => import('./step-1-actions');
const alternativesPanel = loadedLater(() =>
  import('./alternatives-panel').then((m) => m.AlternativesPanel),
);
const AlternativesPanel = alternativesPanel.Component;
const prefetch = () => {
  void loadActions();
  void alternativesPanel.prefetch();
  void prefetchAccommodationDetails();
};

export function StepDates() {
  const { draft, dispatch } = useBooking();
  const toast = useToast();
  const { data: site } = useEntryQuery(siteInfoQuery);
  const villas = useEntryQuery(villasQuery);
  const [availability, setAvailability] = useState<AvailabilityState>('none');
  const [announcement, setAnnouncement] = useState('');
  const [alternatives, setAlternatives] = useState<Alternatives | null>(null);
  const [holding, setHolding] = useState(false);
  const touched = useRef(false);
  const timeZone = site?.resortTz ?? 'Asia/Kolkata';
  const now = new Date();
  const today = todayInZone(now, timeZone);
  // Arrivals need 24 hours' notice before the 2:00 PM check-in: earlier days are not bookable.
  const firstBookable = earliestCheckIn({ now, timeZone });
  const { checkIn, checkOut, selectedVilla } = draft;
  const villa: Villa | undefined = villas.data?.find((v) => v.id === selectedVilla?.id);
  const selling = {
    villaId: selectedVilla?.id ?? null,
    rooms: draft.rooms,
    sessionId: draft.sessionId,
  };
  /** A night the calendar has loaded (GET /api/calendar), for refusing a pick before the check. */
  const night = (date: string): NightInfo | undefined =>
    peekEntryQuery(calendarMonthQuery({ ...selling, month: date.slice(0, 7) }))?.days.find(
      (d) => d.date === date,
    );

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

  const onTouch = () => {
    if (touched.current) return;
    touched.current = true;
    prefetch();
  };
  const stepOne = { draft, villa, villas: villas.data, timeZone, toast, dispatch, setAvailability };
  /** Runs a button's work once its module is here (a failed download says so, like a failed check). */
  const act = (work: (actions: Awaited<ReturnType<typeof loadActions>>) => unknown) =>
    void loadActions().then(work, () => toast({ type: 'error', ...CHECK_FAILED }));

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

  const nights = nightsBetween(checkIn ?? undefined, checkOut ?? undefined);

  return (
    <div onPointerDownCapture={onTouch} onFocusCapture={onTouch}>
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
            onPick={(date) =>
              pickDate(date, {
                checkIn,
                checkOut,
                today,
                firstBookable,
                timeZone,
                night,
                toast,
                dispatch,
                announce: setAnnouncement,
              })
            }
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

          <PartyFields draft={draft} villa={villa} dispatch={dispatch} />
          <VillaField
            villas={villas.data}
            pending={villas.isPending}
            value={selectedVilla?.id ?? ''}
            onChoose={chooseVilla}
          />
          <AvailabilityButton
            state={availability}
            disabled={!checkIn || !checkOut}
            onCheck={() => act((m) => m.checkAvailability(stepOne, setAlternatives))}
          />
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
          <ContinueButton
            ready={!!checkIn && !!checkOut && !!selectedVilla}
            holding={holding}
            onContinue={() => act((m) => m.continueToPackage(stepOne, setHolding))}
          />
        </aside>
      </div>
    </div>
  );
}
