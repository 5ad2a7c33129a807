import { guestIssues, STAY_MESSAGES, stayDateIssues } from '../../domain/stay-rules';
import { fetchAvailability } from '../api/availability';
import { ApiError } from '../api/client';
import { placeHold } from '../api/holds';
import type { Villa } from '../api/villas';
import { invalidateEntryQueries } from '../app/entry-queries';
import type { ToastInput } from '../ui/toast-types';
import type { Alternatives } from './alternatives-panel';
import type { BookingDraft, DraftAction } from './booking-draft';
import { CHECK_FAILED, type AvailabilityState } from './step-1-fields';

/**
 * Step 1's two buttons, Check Availability and Continue: loaded when the guest first touches
 * step 1 (step-1-dates.tsx), not with the entry page (decision 0143).
 */

const MISSING_DATES = {
  title: STAY_MESSAGES.missingDatesTitle,
  message: STAY_MESSAGES.missingDates,
};

type StepOne = {
  draft: BookingDraft;
  /** The chosen villa, if any (as loaded). */
  villa: Villa | undefined;
  villas: Villa[] | undefined;
  timeZone: string;
  toast(toast: ToastInput): void;
  dispatch(action: DraftAction): void;
  setAvailability(state: AvailabilityState): void;
};

export async function checkAvailability(
  { draft, villa, villas, toast, setAvailability }: StepOne,
  setAlternatives: (alternatives: Alternatives | null) => void,
) {
  const { checkIn, checkOut } = draft;
  if (!checkIn || !checkOut) {
    toast({ type: 'error', ...MISSING_DATES });
    return;
  }
  const candidates = villa ? [villa] : (villas ?? []);
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
    toast({ type: 'error', ...CHECK_FAILED });
  }
}

/** Continue: the stay's rules, then a 15-minute hold of the rooms, then step 2. */
export async function continueToPackage(
  { draft, villa, timeZone, toast, dispatch, setAvailability }: StepOne,
  setHolding: (holding: boolean) => void,
) {
  const { checkIn, checkOut, selectedVilla } = draft;
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
    invalidateEntryQueries(['calendar']);
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
        title: CHECK_FAILED.title,
        message: err instanceof ApiError ? err.message : CHECK_FAILED.message,
      });
    }
  } finally {
    setHolding(false);
  }
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
