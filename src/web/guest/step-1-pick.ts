import { addDays, formatLongDate, nightsBetween } from '../../domain/iso-dates';
import { STAY_MESSAGES, stayDateIssues } from '../../domain/stay-rules';
import type { ToastInput } from '../ui/toast-types';
import type { DraftAction } from './booking-draft';
import { CALENDAR_MESSAGES, pickProblem, type NightInfo } from './calendar-math';

type Pick = {
  checkIn: string | null;
  checkOut: string | null;
  today: string;
  /** The first day an arrival may be (24 hours' notice). */
  firstBookable: string;
  timeZone: string;
  /** A night the calendar has loaded, for refusing a pick before the check. */
  night(date: string): NightInfo | undefined;
  toast(toast: ToastInput): void;
  dispatch(action: DraftAction): void;
  /** Said to screen readers (the page's polite live region). */
  announce(text: string): void;
};

/** A tap on a calendar day: an arrival, or the departure of the arrival chosen, or a refusal. */
export function pickDate(date: string, p: Pick) {
  const { checkIn, checkOut, night, toast } = p;
  if (date < p.today) {
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
    if (date < p.firstBookable) {
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
    p.dispatch({ type: 'setDates', checkIn: date, checkOut: null });
    p.announce(`Arrival ${formatLongDate(date)} selected. Now choose your departure date.`);
    return;
  }
  const [problem] = stayDateIssues(
    { checkIn, checkOut: date },
    { now: new Date(), timeZone: p.timeZone },
  );
  if (problem) {
    toast({ type: 'error', title: STAY_MESSAGES.pastPickTitle, message: problem.message });
    return;
  }
  const refused = pickProblem(night, checkIn, date, addDays);
  if (refused) {
    toast({ type: 'error', title: 'Not Available', message: refused });
    return;
  }
  p.dispatch({ type: 'setDates', checkIn, checkOut: date });
  const nights = nightsBetween(checkIn, date);
  p.announce(
    `Departure ${formatLongDate(date)} selected. ${nights} ${nights === 1 ? 'night' : 'nights'}.`,
  );
}
